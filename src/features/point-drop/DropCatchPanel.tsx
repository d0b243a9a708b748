import { Badge, Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { showToast, useLinkFirst, useOnline } from '../../app';
import { type PointDrop, pointDropStatusNames } from '../../contract';
import { NEEDS_NETWORK } from '../../lib/needs-network';
import { formatPoint } from '../../lib/point-format';
import { formatDateTime } from '../../lib/time';
import { pointDropApi } from './point-drop-api';
import { useLiveDrop } from './use-live-drop';

export const dropTitle = (drop: PointDrop) => drop.title || '포인트 드롭';

/**
 * One drop: its pool, the packets left (falling live), and the big 받기 button while it is open
 * and the member has caught nothing from it yet. `compact` is the banner's size.
 */
export function DropCatchPanel({ initial, compact = false }: { initial: PointDrop; compact?: boolean }) {
  const { drop, caught } = useLiveDrop(initial);
  const online = useOnline();
  const [sending, setSending] = useState(false);
  const open = drop.status === 'OPEN' && drop.remaining > 0;
  const linkFirst = useLinkFirst();

  const catchOne = async () => {
    if (!(await linkFirst())) return;
    setSending(true);
    try {
      const result = await pointDropApi.catchOne(drop.id);
      caught(result.amount);
      showToast({ type: 'success', title: `${formatPoint(result.amount)}를 받았어요!` });
    } catch {
      // The HTTP layer has said why (이미 받았어요, 모두 나갔어요, 끝난 드롭).
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap={compact ? '2' : '3'} data-testid="point-drop" data-drop-id={drop.id}>
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <HStack gap="2" minW="0">
          <Badge colorPalette={open ? 'purple' : 'gray'}>
            {open ? '진행 중' : pointDropStatusNames.CLOSED}
          </Badge>
          <Text fontWeight="bold" truncate>
            {dropTitle(drop)}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          총 {formatPoint(drop.totalPoints)} · 봉투 {drop.packetCount.toLocaleString('ko-KR')}개
        </Text>
      </HStack>
      <HStack align="baseline" gap="1">
        <Text
          fontSize={compact ? '2xl' : '3xl'}
          fontWeight="extrabold"
          data-testid="drop-remaining"
          aria-live="polite"
        >
          {drop.remaining.toLocaleString('ko-KR')}
        </Text>
        <Text color="fg.muted">/ {drop.packetCount.toLocaleString('ko-KR')}개 남음</Text>
      </HStack>
      <Progress.Root
        value={drop.packetCount ? (drop.remaining / drop.packetCount) * 100 : 0}
        colorPalette="purple"
        size="sm"
        aria-label="남은 봉투"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {drop.myAmount !== null ? (
        <Text fontWeight="semibold" color="purple.fg" data-testid="drop-mine">
          {formatPoint(drop.myAmount)}를 받았어요
        </Text>
      ) : open ? (
        <>
          <Button
            size={compact ? 'lg' : 'xl'}
            colorPalette="purple"
            w="full"
            onClick={() => void catchOne()}
            loading={sending}
            disabled={!online}
          >
            받기
          </Button>
          {!online && (
            <Text fontSize="sm" color="orange.fg" role="status">
              {NEEDS_NETWORK}
            </Text>
          )}
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          받지 못했어요 · {formatDateTime(drop.closedAt ?? drop.endsAt)} 종료
        </Text>
      )}
      {open && !compact && (
        <Text fontSize="xs" color="fg.muted">
          {formatDateTime(drop.endsAt)}까지 · 한 사람당 한 봉투
        </Text>
      )}
    </Stack>
  );
}
