import { Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useState } from 'react';
import type { Lottery } from '../../../contract';
import { raffleWinners } from '../../../contract/fairness';
import { type Recomputed, VerifyPanel } from '../../draw/VerifyPanel';
import { lotteryApi } from '../lottery-api';

const NO_WINNER = '당첨 없음';
/** Several winners as one line, in drawing order (README "Checking a draw", raffle). */
const winnersLine = (entryIds: readonly string[]) => (entryIds.length ? entryIds.join(', ') : NO_WINNER);

/** The dream ticket's verification panel, recomputing every winner of a drawn lottery from its entries. */
export function LotteryVerify({ lottery }: { lottery: Lottery }) {
  const [entries, setEntries] = useState<string[] | null | 'failed'>(null);
  useEffect(() => {
    lotteryApi.entries(lottery.id).then(
      (r) => setEntries(r.entries),
      () => setEntries('failed'),
    );
  }, [lottery.id]);
  const recompute = useCallback(
    async (values: Record<string, string>): Promise<Recomputed> => {
      const list = Array.isArray(entries) ? entries : [];
      const winners = await raffleWinners(values.serverSeed ?? '', list, lottery.winnerCount);
      return { outcome: winnersLine(winners), announced: winnersLine(lottery.winners.map((w) => w.entryId)) };
    },
    [entries, lottery.winnerCount, lottery.winners],
  );
  if (entries === 'failed')
    return (
      <Text fontSize="sm" color="red.fg">
        응모 목록을 불러오지 못했어요. 네트워크에 연결된 뒤 다시 시도해 주세요.
      </Text>
    );
  if (!lottery.serverSeed || entries === null) return null;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        응모 {entries.length.toLocaleString('ko-KR')}건의 번호를 정렬한 목록이 추첨의 공개 입력이에요. 당첨자{' '}
        {lottery.winnerCount}명을 차례로 뽑아요.
      </Text>
      <VerifyPanel
        recompute={recompute}
        fields={[
          { name: 'serverSeed', label: '서버 시드 (추첨 후 공개)', value: lottery.serverSeed },
          { name: 'serverSeedHash', label: '서버 시드 해시 (미리 공개)', value: lottery.serverSeedHash },
        ]}
      />
    </Stack>
  );
}
