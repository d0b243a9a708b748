import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type Lottery, lotteryStatusNames } from '../../../contract';
import { formatDateTime } from '../../../lib/time';
import { LotteryVerify } from './LotteryVerify';

/** A closed lottery: its winners in drawing order and, once drawn, the verification panel on request. */
export function LotteryResult({ lottery }: { lottery: Lottery }) {
  const [verifying, setVerifying] = useState(false);
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
      data-testid="lottery-result"
    >
      <HStack gap="2" flexWrap="wrap">
        <Badge colorPalette={lottery.status === 'DRAWN' ? 'green' : 'gray'}>
          {lotteryStatusNames[lottery.status]}
        </Badge>
        <Heading as="h3" size="md">
          {lottery.title}
        </Heading>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        상품: {lottery.prize} · 응모 {lottery.entryCount.toLocaleString('ko-KR')}명 · 추첨{' '}
        {formatDateTime(lottery.drawnAt ?? lottery.endAt)}
      </Text>
      {lottery.status === 'DRAWN' && (
        <Text data-testid="lottery-winners">
          {lottery.winners.length === 0
            ? '응모한 사람이 없어 당첨자가 없어요.'
            : `당첨자: ${lottery.winners.map((w) => w.nickname).join(', ')}`}
        </Text>
      )}
      {lottery.serverSeed &&
        (verifying ? (
          <LotteryVerify lottery={lottery} />
        ) : (
          <HStack>
            <Button size="sm" variant="outline" onClick={() => setVerifying(true)}>
              공정성 검증하기
            </Button>
          </HStack>
        ))}
    </Stack>
  );
}
