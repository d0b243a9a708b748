import { Box, Button, EmptyState, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, Link as RouterLink, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { showConfirm, showToast, useSession } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { EntryBoard, type SeasonSummary } from '../../../contract/starcraft-league';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatDate } from '../../../lib/time';
import { StarcraftIcon } from '../menu-icons';
import { RaceBadge } from '../race';
import { Section } from '../Section';
import { starcraftApi } from '../starcraft-api';

/** The route's loader: seasons taking entries with who applied, kept for reading offline. */
export const loadEntries = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<EntryBoard>> =>
  loadCachedPage({ key: 'starcraft/entry', schema: EntryBoard, cause, fetch: starcraftApi.entries });

const route = getRouteApi('/main/starcraft/entry');
const EntryDialog = lazy(async () => ({ default: (await import('./EntryDialog')).EntryDialog }));

/** `/starcraft/entry`: members apply to a season that takes entries, change or withdraw it, and see who applied. */
export function EntryPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const { user } = useSession();
  const router = useRouter();
  const [applying, setApplying] = useState<SeasonSummary | null>(null);
  const reload = () => void router.invalidate();

  const withdraw = async (season: SeasonSummary) => {
    if (
      !(await showConfirm(`${season.name} 참가 신청을 취소할까요?`, {
        title: '신청 취소',
        confirmButtonText: '취소하기',
        cancelButtonText: '아니오',
      }))
    )
      return;
    try {
      await starcraftApi.withdraw(season.id);
    } catch {
      return;
    }
    showToast({ type: 'success', title: '참가 신청을 취소했습니다.' });
    reload();
  };

  return (
    <Stack gap="5" maxW="4xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Box>
        <Heading as="h1" size="xl">
          리그 참가 신청
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          씨나인 스타리그에 선수로 나가고 싶다면 신청해 주세요. 관리자가 신청을 보고 조를 짜요.
        </Text>
      </Box>
      {stale && <StaleMark savedAt={savedAt} />}
      {data.seasons.length === 0 ? (
        <EmptyState.Root py="12">
          <EmptyState.Content>
            <EmptyState.Indicator color="fg.subtle">
              <StarcraftIcon />
            </EmptyState.Indicator>
            <EmptyState.Title>지금은 신청을 받는 시즌이 없어요</EmptyState.Title>
            <EmptyState.Description>다음 시즌이 열리면 여기에서 신청할 수 있어요.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        data.seasons.map((season) => {
          const mine = season.entries.find((e) => e.mine) ?? null;
          return (
            <Section
              key={season.id}
              title={season.name}
              action={
                !user ? (
                  <Button asChild size="sm" colorPalette="primary">
                    <RouterLink to="/login" search={{ pUrl: '/starcraft/entry' }}>
                      로그인하고 신청
                    </RouterLink>
                  </Button>
                ) : (
                  <Flex gap="2">
                    {mine && (
                      <Button
                        size="sm"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => void withdraw(season)}
                      >
                        신청 취소
                      </Button>
                    )}
                    <Button
                      size="sm"
                      colorPalette="primary"
                      variant={mine ? 'outline' : 'solid'}
                      onClick={() => setApplying(season)}
                    >
                      {mine ? '신청 고치기' : '참가 신청'}
                    </Button>
                  </Flex>
                )
              }
            >
              <Text fontSize="sm" color="fg.muted" mb="2">
                신청 {season.entries.length}명
              </Text>
              {season.entries.length === 0 ? (
                <Text fontSize="sm" color="fg.subtle">
                  아직 신청한 사람이 없어요. 첫 번째로 신청해 보세요!
                </Text>
              ) : (
                <Box as="ul" listStyleType="none" divideY="1px">
                  {season.entries.map((e) => (
                    <Flex as="li" key={e.id} gap="3" py="2.5" align="flex-start" data-testid="sc-entry">
                      <RaceBadge race={e.race} />
                      <Box flex="1" minW="0">
                        <Text fontWeight="semibold">
                          {e.gameName}
                          <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted" ms="2">
                            {e.nickname}
                            {e.mine && ' (나)'}
                          </Text>
                        </Text>
                        {e.comment && (
                          <Text fontSize="sm" mt="0.5">
                            {e.comment}
                          </Text>
                        )}
                      </Box>
                      <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                        {formatDate(e.createdAt)}
                      </Text>
                    </Flex>
                  ))}
                </Box>
              )}
            </Section>
          );
        })
      )}
      {applying && (
        <Suspense>
          <EntryDialog
            season={applying}
            mine={data.seasons.find((s) => s.id === applying.id)?.entries.find((e) => e.mine) ?? null}
            onClose={() => setApplying(null)}
            onSaved={() => {
              setApplying(null);
              reload();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
