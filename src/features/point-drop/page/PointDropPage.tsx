import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { type PointDrop, PointDropList } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatPoint } from '../../../lib/point-format';
import { formatDateTime } from '../../../lib/time';
import { DropCatchPanel, dropTitle } from '../DropCatchPanel';
import { pointDropApi } from '../point-drop-api';

/** The route's loader: the drops with the member's own catches, kept for reading offline. */
export const loadPointDropPage = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<PointDropList>> =>
  loadCachedPage({ key: 'event/point-drop', schema: PointDropList, cause, fetch: pointDropApi.list });

const route = getRouteApi('/main/event/point-drop');

function PastDrop({ drop }: { drop: PointDrop }) {
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      px="4"
      py="3"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
    >
      <Box minW="0">
        <Text fontWeight="semibold" truncate>
          {dropTitle(drop)}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(drop.createdAt)} · {formatPoint(drop.caughtPoints ?? 0)} /{' '}
          {formatPoint(drop.totalPoints)} 나감 · 봉투 {drop.packetCount - drop.remaining}/{drop.packetCount}
        </Text>
      </Box>
      {drop.myAmount !== null ? (
        <Badge colorPalette="purple" size="lg" flexShrink={0}>
          +{formatPoint(drop.myAmount)}
        </Badge>
      ) : (
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          못 받음
        </Text>
      )}
    </HStack>
  );
}

/** `/event/point-drop`: the drops open now with their 받기 button, then the past ones and what the member caught. */
export function PointDropPage() {
  const page = useCachedPage(route.useLoaderData());
  const drops = page.data.data;
  const open = drops.filter((d) => d.status === 'OPEN');
  const past = drops.filter((d) => d.status !== 'OPEN');
  const total = past.reduce((sum, d) => sum + (d.myAmount ?? 0), 0);
  return (
    <Stack gap="5" maxW="3xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Box>
        <Heading as="h1" size="xl">
          포인트 드롭
        </Heading>
        <Text fontSize="sm" color="fg.muted" mt="1">
          방송 중에 뿌려지는 포인트 봉투를 먼저 누른 사람이 받아요. 봉투마다 들어 있는 포인트는 달라요.
        </Text>
      </Box>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      <Stack gap="3">
        <Heading as="h2" size="md">
          지금 진행 중
        </Heading>
        {open.length === 0 ? (
          <Text color="fg.muted">
            지금 열린 드롭이 없어요. 방송 중에 드롭이 시작되면 화면 아래에 알려 드려요.
          </Text>
        ) : (
          open.map((drop) => (
            <Box key={drop.id} borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
              <DropCatchPanel initial={drop} />
            </Box>
          ))
        )}
      </Stack>
      <Stack gap="3">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            지난 드롭
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="drop-my-total">
            내가 받은 포인트 {formatPoint(total)}
          </Text>
        </HStack>
        {past.length === 0 ? (
          <Text color="fg.muted">아직 지난 드롭이 없어요.</Text>
        ) : (
          <Box
            as="ul"
            listStyleType="none"
            borderWidth="1px"
            borderRadius="l3"
            bg="bg.panel"
            overflow="hidden"
          >
            {past.map((drop) => (
              <PastDrop key={drop.id} drop={drop} />
            ))}
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
