import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { MemberBadge } from '../../app';
import { StaleMark } from '../../app/runtime/StaleMark';
import { CheckInRank, CheckInStatus } from '../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../data/page-cache';
import { formatDate, toSeoul } from '../../lib/time';
import CheckInButton from './CheckInButton';
import { checkInApi } from './check-in-api';
import { MonthCalendar } from './MonthCalendar';

const CheckInPageData = z.object({ status: CheckInStatus, rank: CheckInRank });
type CheckInPageData = z.infer<typeof CheckInPageData>;

/** The route's loader: the account's last answer at once, the server's after (the page cache). */
export const loadCheckInPage = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<CheckInPageData>> =>
  loadCachedPage({
    key: 'event/check-in-point-rank',
    schema: CheckInPageData,
    cause,
    fetch: async (quiet) => {
      const [status, rank] = await Promise.all([checkInApi.status(quiet), checkInApi.rank(quiet)]);
      return { status, rank };
    },
  });

const route = getRouteApi('/main/event/check-in-point-rank');

/** `/event/check-in-point-rank`: today's check-in, this month's calendar, today's order and the streak leaders. */
export function CheckInPage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const { status, rank } = page.data;
  return (
    <Stack gap="5" maxW="4xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h1" size="xl">
          출석 체크
        </Heading>
        {page.stale && <StaleMark savedAt={page.savedAt} />}
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        <Stack gap="4" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted">
              {formatDate(toSeoul(`${status.today}T12:00:00+09:00`))}
            </Text>
            <Text fontSize="lg" fontWeight="semibold" data-testid="check-in-streak">
              {status.streak > 0 ? `${status.streak}일 연속 출석 중` : '오늘부터 출석을 시작해요'}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              출석하면 {status.point.toLocaleString('ko-KR')}P, {status.bonusEvery}일 연속마다{' '}
              {status.bonus.toLocaleString('ko-KR')}P를 더 받아요.
            </Text>
          </Stack>
          <CheckInButton
            checkedIn={status.checkedInToday}
            onCheckedIn={() => void router.invalidate()}
            size="lg"
          />
          <MonthCalendar today={status.today} checked={status.monthDays} />
        </Stack>
        <Stack gap="5">
          <RankList
            title="오늘의 출석 순서"
            empty="아직 오늘 출석한 사람이 없어요. 첫 번째가 되어 보세요!"
            rows={rank.todayOrder.map((r) => ({
              key: r.member.uuid,
              place: r.order,
              member: r.member,
              detail: toSeoul(r.checkedAt).format('HH:mm:ss'),
            }))}
          />
          <RankList
            title="이번 달 연속 출석"
            empty="이번 달 출석 기록이 아직 없어요."
            rows={rank.streakLeaders.map((r, i) => ({
              key: r.member.uuid,
              place: i + 1,
              member: r.member,
              detail: `${r.streak}일 연속 · ${r.monthDays}일 출석`,
            }))}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

interface RankRow {
  key: string;
  place: number;
  member: { uuid: string; nickname: string };
  detail: string;
}

function RankList({ title, rows, empty }: { title: string; rows: RankRow[]; empty: string }) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <Box as="ol" listStyleType="none">
          {rows.map((row) => (
            <HStack
              as="li"
              key={row.key}
              gap="3"
              py="1.5"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Text
                w="7"
                textAlign="end"
                fontWeight="bold"
                color={row.place <= 3 ? 'primary.fg' : 'fg.muted'}
              >
                {row.place}
              </Text>
              <HStack gap="1.5" flex="1" minW="0">
                <MemberBadge uuid={row.member.uuid} />
                <Text truncate>{row.member.nickname}</Text>
              </HStack>
              <Text fontSize="xs" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
                {row.detail}
              </Text>
            </HStack>
          ))}
        </Box>
      )}
    </Stack>
  );
}
