import { Badge, Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { showConfirm, showMessage, showToast, useLinkFirst, useOnline } from '../../../app';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { type MyRewardEntry, MyRewardEntryList, type RewardItem, RewardItemList } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatPoint } from '../../../lib/point-format';
import { formatDateTime } from '../../../lib/time';
import { NEEDS_NETWORK } from '../offline-entry';
import { rewardItemState } from './item-state';
import { rewardApi } from './reward-api';

const RewardPageData = z.object({ items: RewardItemList, mine: MyRewardEntryList });
type RewardPageData = z.infer<typeof RewardPageData>;

/** The route's loader: the shelf and the member's gifts, kept for reading offline (the page cache). */
export const loadRewardPage = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<RewardPageData>> =>
  loadCachedPage({
    key: 'event/reward',
    schema: RewardPageData,
    cause,
    fetch: async (quiet) => {
      const [items, mine] = await Promise.all([rewardApi.items(quiet), rewardApi.myEntries(quiet)]);
      return { items, mine };
    },
  });

const route = getRouteApi('/main/event/reward');

/** `/event/reward`: gifts for points, first come first served from their opening time. */
export function RewardPage() {
  const page = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const online = useOnline();
  const { items, mine } = page.data;
  const won = new Set(mine.entryList.map((e) => e.itemId));

  return (
    <Stack gap="5" maxW="4xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          리워드
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          모은 포인트로 선물에 응모해요. 여는 시각부터 선착순이고, 상품마다 한 번씩 받을 수 있어요.
        </Text>
      </Stack>
      {page.stale && <StaleMark savedAt={page.savedAt} />}
      {!online && (
        <Text fontSize="sm" color="orange.fg" data-testid="reward-offline">
          응모는 {NEEDS_NETWORK}
        </Text>
      )}
      {items.itemList.length === 0 ? (
        <Text color="fg.muted" py="8" textAlign="center">
          지금은 준비된 리워드가 없어요.
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" as="ul" listStyleType="none">
          {items.itemList.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              won={won.has(item.id)}
              online={online}
              onEntered={() => void router.invalidate()}
            />
          ))}
        </SimpleGrid>
      )}
      <MyGifts entries={mine.entryList} />
    </Stack>
  );
}

function ItemCard({
  item,
  won,
  online,
  onEntered,
}: {
  item: RewardItem;
  won: boolean;
  online: boolean;
  onEntered: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const state = rewardItemState(item);
  const left = Math.max(item.stock - item.handedOut, 0);
  const linkFirst = useLinkFirst();

  const enter = async () => {
    if (!navigator.onLine) {
      await showMessage(`리워드 응모는 ${NEEDS_NETWORK}`);
      return;
    }
    if (!(await linkFirst())) return;
    const yes = await showConfirm(`${item.name}에 ${formatPoint(item.cost)}로 응모할까요?`, {
      title: '리워드 응모',
      confirmButtonText: '응모',
      cancelButtonText: '취소',
    });
    if (!yes) return;
    setBusy(true);
    try {
      const { point } = await rewardApi.enter(item.id);
      showToast({
        type: 'success',
        title: `${item.name} 당첨!`,
        description: `남은 포인트 ${formatPoint(point)}. 선물은 확인 후 보내 드려요.`,
      });
      onEntered();
    } catch {
      // The HTTP layer alerted why (소진, 포인트 부족 ...).
      onEntered();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack
      as="li"
      data-testid="reward-item"
      gap="3"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Heading as="h2" size="md">
          {item.name}
        </Heading>
        {state === 'upcoming' && (
          <Badge variant="subtle" colorPalette="gray" flexShrink={0}>
            오픈 예정
          </Badge>
        )}
        {state === 'open' && (
          <Badge variant="subtle" colorPalette="green" flexShrink={0}>
            진행 중
          </Badge>
        )}
        {state === 'soldOut' && (
          <Badge variant="subtle" colorPalette="red" flexShrink={0}>
            소진
          </Badge>
        )}
      </HStack>
      {item.description && (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
          {item.description}
        </Text>
      )}
      <HStack justify="space-between" fontSize="sm" flexWrap="wrap" gap="2">
        <Text>
          응모 <b>{formatPoint(item.cost)}</b>
        </Text>
        <Text data-testid="reward-stock">
          남은 수량 {left.toLocaleString('ko-KR')} / {item.stock.toLocaleString('ko-KR')}
        </Text>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {formatDateTime(item.opensAt)} 오픈 · 선착순
      </Text>
      <Button
        colorPalette="primary"
        loading={busy}
        disabled={won || state !== 'open' || !online}
        onClick={() => void enter()}
      >
        {won
          ? '받은 상품'
          : state === 'upcoming'
            ? '오픈 전'
            : state === 'soldOut'
              ? '소진되었어요'
              : '응모하기'}
      </Button>
    </Stack>
  );
}

function MyGifts({ entries }: { entries: MyRewardEntry[] }) {
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="l3" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md">
        내가 받은 선물
      </Heading>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          아직 받은 선물이 없어요.
        </Text>
      ) : (
        <Box as="ul" listStyleType="none" aria-label="내가 받은 선물">
          {entries.map((entry) => (
            <Stack
              as="li"
              key={entry.id}
              data-testid="my-gift"
              gap="0.5"
              py="2"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <HStack justify="space-between" gap="3">
                <Text fontWeight="medium">{entry.itemName}</Text>
                <Text fontSize="sm" color="fg.muted" flexShrink={0}>
                  -{formatPoint(entry.cost)}
                </Text>
              </HStack>
              {entry.giftCode ? (
                <Text fontSize="sm">
                  선물 코드{' '}
                  <Text as="span" fontFamily="mono" fontWeight="semibold" data-testid="gift-code">
                    {entry.giftCode}
                  </Text>
                </Text>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  선물을 준비하고 있어요. 보내 드리면 여기에 코드가 나와요.
                </Text>
              )}
              <Text fontSize="xs" color="fg.muted">
                {formatDateTime(entry.createdAt)} 당첨
                {entry.deliveredAt ? ` · ${formatDateTime(entry.deliveredAt)} 발송` : ''}
              </Text>
            </Stack>
          ))}
        </Box>
      )}
    </Stack>
  );
}
