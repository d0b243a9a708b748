import { Badge, Box, Button, Card, EmptyState, Grid, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { PlusIcon } from '../../../app';
import { AdminPageHeader } from '../../../app/layout/AdminPageHeader';
import { AdminTableHeader } from '../../../app/layout/AdminTableHeader';
import { StaleMark } from '../../../app/runtime/StaleMark';
import { type PointClaimCode, PointClaimCodeList } from '../../../contract';
import { type CachedPage, loadCachedPage, useCachedPage } from '../../../data/page-cache';
import { formatPoint } from '../../../lib/point-format';
import { formatDateTime } from '../../../lib/time';
import { TicketIcon } from '../menu-icons';
import { pointClaimApi } from '../point-claim/point-claim-api';
import { ClaimersDialog } from './ClaimersDialog';
import { claimCodeState } from './claim-code-state';
import { PointClaimCodeDialog } from './PointClaimCodeDialog';

/** The route's loader, through the page cache: opens offline from the account's last answer. */
export const loadPointClaimCodes = (
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<PointClaimCodeList>> =>
  loadCachedPage({ key: 'admin/event/point', schema: PointClaimCodeList, cause, fetch: pointClaimApi.codes });

const route = getRouteApi('/admin/event/point');
const COLUMNS = 'minmax(0, 1.4fr) 6rem 7rem minmax(0, 1.6fr) 5rem 6rem';

/** `/admin/event/point`: the point-claim codes, how many were claimed, and who claimed them. */
export function AdminPointClaimPage() {
  const { data, savedAt, stale } = useCachedPage(route.useLoaderData());
  const router = useRouter();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<PointClaimCode | null>(null);

  return (
    <Box>
      <AdminPageHeader
        title="포인트 받기"
        description="방송에서 알려 줄 코드를 만듭니다. 회원마다 한 번, 기간 안에 선착순 수량까지 포인트를 받습니다."
        action={
          <Button colorPalette="primary" onClick={() => setCreating(true)} flexShrink={0}>
            <PlusIcon />
            코드 만들기
          </Button>
        }
      />
      {stale && <StaleMark savedAt={savedAt} />}
      <Card.Root variant="outline" borderRadius="l3" overflow="hidden">
        {data.codeList.length === 0 ? (
          <EmptyState.Root py="12">
            <EmptyState.Content>
              <EmptyState.Indicator color="fg.subtle">
                <TicketIcon />
              </EmptyState.Indicator>
              <EmptyState.Title>만든 코드가 없습니다</EmptyState.Title>
              <EmptyState.Description>코드를 만들어 방송에서 알려 주세요.</EmptyState.Description>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <>
            <AdminTableHeader
              columns={COLUMNS}
              labels={['코드', '포인트', '받은 회원', '기간', '상태', '관리']}
              actions
            />
            <Stack
              as="ul"
              gap="0"
              separator={<StackSeparator />}
              listStyleType="none"
              aria-label="포인트 코드 목록"
            >
              {data.codeList.map((code) => {
                const state = claimCodeState(code);
                return (
                  <Grid
                    as="li"
                    key={code.id}
                    data-testid="claim-code-row"
                    templateColumns={{ base: '1fr auto', md: COLUMNS }}
                    columnGap="4"
                    rowGap="1"
                    alignItems="center"
                    px={{ base: '4', md: '5' }}
                    py="3"
                  >
                    <Box minW="0" gridColumn={{ base: '1 / -1', md: 'auto' }}>
                      <Text fontWeight="semibold" fontFamily="mono" truncate>
                        {code.code}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {code.title}
                      </Text>
                    </Box>
                    <Text>{formatPoint(code.amount)}</Text>
                    <Text fontSize="sm" whiteSpace="nowrap" textAlign={{ base: 'end', md: 'start' }}>
                      {code.claimedCount.toLocaleString('ko-KR')} / {code.quantity.toLocaleString('ko-KR')}명
                    </Text>
                    <Text fontSize="sm" color="fg.muted" gridColumn={{ base: '1 / -1', md: 'auto' }}>
                      {formatDateTime(code.startAt)} ~ {formatDateTime(code.endAt)}
                    </Text>
                    <Box>
                      <Badge variant="subtle" colorPalette={state.palette}>
                        {state.label}
                      </Badge>
                    </Box>
                    <Box textAlign="end">
                      <Button
                        size="sm"
                        variant="outline"
                        colorPalette="gray"
                        onClick={() => setViewing(code)}
                      >
                        받은 회원
                      </Button>
                    </Box>
                  </Grid>
                );
              })}
            </Stack>
          </>
        )}
      </Card.Root>
      {creating && (
        <PointClaimCodeDialog
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            void router.invalidate();
          }}
        />
      )}
      {viewing && <ClaimersDialog code={viewing} onClose={() => setViewing(null)} />}
    </Box>
  );
}
