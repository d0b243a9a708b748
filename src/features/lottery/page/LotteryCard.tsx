import { Badge, Box, Button, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { showConfirm, showToast, useLinkFirst, useSession } from '../../../app';
import { type Lottery, lotteryStatusNames } from '../../../contract';
import { formatPoint } from '../../../lib/point-format';
import { formatDateTime } from '../../../lib/time';
import { lotteryApi } from '../lottery-api';

/** What one entry costs, as a member reads it. */
export const entryCostLabel = (cost: number) => (cost === 0 ? '무료 응모' : `응모 ${formatPoint(cost)}`);

/** A lottery open now or soon: its poster, terms, commitment and the member's entry. */
export function LotteryCard({ lottery, online }: { lottery: Lottery; online: boolean }) {
  const router = useRouter();
  const { user } = useSession();
  const [sending, setSending] = useState(false);
  const linkFirst = useLinkFirst();

  const enter = async () => {
    if (!(await linkFirst())) return;
    if (lottery.entryCost > 0) {
      const ok = await showConfirm(
        `${formatPoint(lottery.entryCost)}를 사용해 「${lottery.title}」에 응모할까요?`,
      );
      if (!ok) return;
    }
    setSending(true);
    try {
      await lotteryApi.enter(lottery.id);
      showToast({ type: 'success', title: '응모했어요. 추첨 결과는 이 페이지와 알림으로 알려 드려요.' });
      await router.invalidate();
    } catch {
      // The HTTP layer has said why (응모 기간, 이미 응모, 포인트 부족).
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack
      gap="3"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      data-testid="lottery-card"
    >
      {lottery.posterUrl && (
        <Image
          src={lottery.posterUrl}
          alt={`${lottery.title} 포스터`}
          borderRadius="l2"
          maxH="72"
          objectFit="cover"
        />
      )}
      <HStack justify="space-between" gap="2">
        <Badge colorPalette={lottery.status === 'OPEN' ? 'purple' : 'gray'}>
          {lotteryStatusNames[lottery.status]}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {lottery.entryCount.toLocaleString('ko-KR')}명 응모
        </Text>
      </HStack>
      <Heading as="h3" size="md">
        {lottery.title}
      </Heading>
      <Text fontSize="sm">
        상품: {lottery.prize} · 당첨 {lottery.winnerCount.toLocaleString('ko-KR')}명
      </Text>
      {lottery.description && (
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {lottery.description}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {formatDateTime(lottery.startAt)} ~ {formatDateTime(lottery.endAt)} ·{' '}
        {entryCostLabel(lottery.entryCost)}
      </Text>
      <Box fontSize="xs" color="fg.muted" wordBreak="break-all">
        서버 시드 해시 (미리 공개): {lottery.serverSeedHash}
      </Box>
      {lottery.entered ? (
        <Text fontWeight="semibold" color="purple.fg" data-testid="lottery-entered">
          응모 완료 · 추첨은 {formatDateTime(lottery.endAt)}
        </Text>
      ) : user ? (
        <Button
          colorPalette="purple"
          onClick={() => void enter()}
          loading={sending}
          disabled={!online || lottery.status !== 'OPEN'}
        >
          {lottery.status === 'OPEN' ? '응모하기' : '응모 시작 전'}
        </Button>
      ) : (
        <Text color="fg.muted">로그인하면 응모할 수 있어요.</Text>
      )}
    </Stack>
  );
}
