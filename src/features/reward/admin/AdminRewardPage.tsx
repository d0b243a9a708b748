import { Badge, Box, Button, Card, Grid, Heading, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { z } from 'zod';
import { PlusIcon } from '../../../app';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { AdminTableHeader } from '../../../app/layout/AdminTableHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { type RewardItem, RewardItemList, type RewardWinner, RewardWinnerList } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatPoint } from '../../../lib/point-format';
import { formatDateTime } from '../../../lib/time';
import { rewardItemState } from '../shop/item-state';
import { rewardApi } from '../shop/reward-api';
import { DeliveryDialog } from './DeliveryDialog';
import { RewardItemDialog } from './RewardItemDialog';

const AdminRewardData = z.object({ items: RewardItemList, winners: RewardWinnerList });
type AdminRewardData = z.infer<typeof AdminRewardData>;

/** The route's loader, through the page cache: opens offline from the account's last answer. */
export const loadAdminReward = (cause: 'enter' | 'stay' | 'preload'): Promise<CachedPage<AdminRewardData>> =>
  loadCachedPage({
    key: 'admin/reward-giftshow',
    schema: AdminRewardData,
    cause,
    fetch: async (quiet) => {
      const [items, winners] = await Promise.all([rewardApi.adminItems(quiet), rewardApi.winners(quiet)]);
      return { items, winners };
    },
  });

const route = getRouteApi('/admin/reward-giftshow');
const ITEM_COLUMNS = 'minmax(0, 2fr) 6rem 7rem minmax(0, 1.4fr) 6rem 5rem';
const STATE_BADGE = {
  upcoming: { label: '오픈 예정', palette: 'gray' },
  open: { label: '진행 중', palette: 'green' },
  soldOut: { label: '소진', palette: 'red' },
} as const;

/** `/admin/reward-giftshow`: the gifts on offer, and the winners to send them to. */
export function AdminRewardPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const reload = () => void router.invalidate();
  const [editing, setEditing] = useState<RewardItem | 'new' | null>(null);
  const [delivering, setDelivering] = useState<RewardWinner | null>(null);

  return (
    <Box>
      <AdminPageHeader
        title="리워드 기프트샵"
        description="포인트로 응모하는 선착순 선물입니다. 당첨자에게 기프티콘 코드를 보내면 본인에게만 보입니다."
        action={
          <Button colorPalette="primary" onClick={() => setEditing('new')} flexShrink={0}>
            <PlusIcon />
            상품 추가
          </Button>
        }
      />
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden" mb="6">
        {data.items.itemList.length === 0 ? (
          <Text color="fg.muted" p="8" textAlign="center">
            아직 상품이 없습니다. 상품을 추가해 주세요.
          </Text>
        ) : (
          <>
            <AdminTableHeader
              columns={ITEM_COLUMNS}
              labels={['상품', '응모', '수량', '오픈', '상태', '관리']}
              actions
            />
            <Stack
              as="ul"
              gap="0"
              separator={<StackSeparator />}
              listStyleType="none"
              aria-label="리워드 상품"
            >
              {data.items.itemList.map((item) => (
                <Grid
                  as="li"
                  key={item.id}
                  data-testid="admin-reward-item"
                  templateColumns={{ base: '1fr auto', md: ITEM_COLUMNS }}
                  columnGap="4"
                  rowGap="1"
                  alignItems="center"
                  px={{ base: '4', md: '5' }}
                  py="3"
                >
                  <Text fontWeight="semibold" truncate>
                    {item.name}
                  </Text>
                  <Text textAlign={{ base: 'end', md: 'start' }}>{formatPoint(item.cost)}</Text>
                  <Text fontSize="sm">
                    {item.handedOut.toLocaleString('ko-KR')} / {item.stock.toLocaleString('ko-KR')}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" textAlign={{ base: 'end', md: 'start' }}>
                    {formatDateTime(item.opensAt)}
                  </Text>
                  <Box>
                    <Badge
                      variant="subtle"
                      colorPalette={item.hidden ? 'gray' : STATE_BADGE[rewardItemState(item)].palette}
                    >
                      {item.hidden ? '숨김' : STATE_BADGE[rewardItemState(item)].label}
                    </Badge>
                  </Box>
                  <Box textAlign="end">
                    <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setEditing(item)}>
                      수정
                    </Button>
                  </Box>
                </Grid>
              ))}
            </Stack>
          </>
        )}
      </Card.Root>
      <Heading as="h2" size="md" mb="3">
        당첨자
      </Heading>
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        {data.winners.winnerList.length === 0 ? (
          <Text color="fg.muted" p="8" textAlign="center">
            아직 당첨자가 없습니다.
          </Text>
        ) : (
          <Stack as="ul" gap="0" separator={<StackSeparator />} listStyleType="none" aria-label="당첨자">
            {data.winners.winnerList.map((winner) => (
              <Grid
                as="li"
                key={winner.id}
                data-testid="reward-winner"
                templateColumns={{
                  base: '1fr auto',
                  md: 'minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1.4fr) 7rem',
                }}
                columnGap="4"
                rowGap="1"
                alignItems="center"
                px={{ base: '4', md: '5' }}
                py="3"
              >
                <Text fontWeight="semibold" truncate>
                  {winner.member.nickname}
                </Text>
                <Text fontSize="sm" truncate textAlign={{ base: 'end', md: 'start' }}>
                  {winner.itemName}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {winner.deliveredAt
                    ? `${formatDateTime(winner.deliveredAt)} 발송 · ${winner.giftCode ?? ''}`
                    : `${formatDateTime(winner.createdAt)} 당첨 · 발송 전`}
                </Text>
                <Box textAlign="end">
                  <Button
                    size="sm"
                    variant={winner.deliveredAt ? 'outline' : 'solid'}
                    colorPalette={winner.deliveredAt ? 'gray' : 'primary'}
                    onClick={() => setDelivering(winner)}
                  >
                    {winner.deliveredAt ? '코드 수정' : '발송 처리'}
                  </Button>
                </Box>
              </Grid>
            ))}
          </Stack>
        )}
      </Card.Root>
      {editing !== null && (
        <RewardItemDialog
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      {delivering && (
        <DeliveryDialog
          winner={delivering}
          onClose={() => setDelivering(null)}
          onSaved={() => {
            setDelivering(null);
            reload();
          }}
        />
      )}
    </Box>
  );
}
