import { Badge, Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { showToast, useLinkFirst, useOnline, useSession } from '../../../app';
import {
  DUSAN_HOUSE_SHARE,
  type DusanMatch,
  type DusanPick,
  DusanPredictionInput,
  dusanPickNames,
  DusanPick as Picks,
} from '../../../contract';
import { NEEDS_NETWORK } from '../../../lib/needs-network';
import { formatPoint } from '../../../lib/point-format';
import { dusanApi } from '../dusan-api';

/** What the member gets back, in words. */
function outcome(match: DusanMatch): string | null {
  const mine = match.mine;
  if (!mine || mine.payout === null) return null;
  if (match.status === 'cancelled' || (mine.payout === mine.stake && match.result !== mine.pick))
    return `환불 ${formatPoint(mine.payout)}`;
  return mine.payout > 0 ? `적중! +${formatPoint(mine.payout)}` : '아쉽게도 빗나갔어요';
}

/** The pools by pick, then the member's own prediction or the form to make one (before the game). */
export function PredictionPanel({ match }: { match: DusanMatch }) {
  const { user } = useSession();
  const online = useOnline();
  const router = useRouter();
  const names = dusanPickNames(match);
  const [pick, setPick] = useState<DusanPick>('DOOSAN');
  const [stake, setStake] = useState('100');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const total = match.pools.reduce((sum, p) => sum + p.points, 0);
  const open = match.status === 'scheduled' && Date.parse(match.startsAt) > Date.now();
  const linkFirst = useLinkFirst();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = DusanPredictionInput.safeParse({ pick, stake: Number(stake) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError(null);
    if (!(await linkFirst())) return;
    setSending(true);
    try {
      await dusanApi.predict(match.id, parsed.data);
      showToast({ type: 'success', title: `${names[pick]}에 ${formatPoint(parsed.data.stake)} 걸었어요.` });
      await router.invalidate();
    } catch {
      // The HTTP layer has said why.
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="3">
      {(open || total > 0) && (
        <SimpleGrid columns={3} gap="2">
          {Picks.options.map((p) => {
            const pool = match.pools.find((x) => x.pick === p);
            const points = pool?.points ?? 0;
            return (
              <Box key={p} borderWidth="1px" borderRadius="l2" p="2" textAlign="center">
                <Text fontSize="xs" color="fg.muted" truncate>
                  {names[p]}
                </Text>
                <Text fontWeight="semibold">{formatPoint(points)}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {points > 0 ? `배당 ${(total / points).toFixed(2)}배` : '배당 -'}
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      )}
      {match.mine ? (
        <HStack justify="space-between" data-testid="dusan-mine">
          <Text fontSize="sm">
            내 예측: {names[match.mine.pick]} · {formatPoint(match.mine.stake)}
          </Text>
          {outcome(match) && (
            <Badge colorPalette="purple" size="lg">
              {outcome(match)}
            </Badge>
          )}
        </HStack>
      ) : !open ? (
        <Text fontSize="sm" color="fg.muted">
          {match.status === 'scheduled' || match.status === 'live'
            ? '경기가 시작되어 예측이 마감됐어요.'
            : '예측이 끝난 경기예요.'}
        </Text>
      ) : !user ? (
        <Text fontSize="sm" color="fg.muted">
          로그인하면 포인트로 승부를 예측할 수 있어요.
        </Text>
      ) : (
        <Stack as="form" gap="2" onSubmit={(e) => void submit(e)}>
          <HStack gap="2" wrap="wrap">
            {Picks.options.map((p) => (
              <Button
                key={p}
                size="sm"
                variant={pick === p ? 'solid' : 'outline'}
                colorPalette="blue"
                onClick={() => setPick(p)}
                aria-pressed={pick === p}
              >
                {names[p]}
              </Button>
            ))}
          </HStack>
          <HStack gap="2" align="flex-start">
            <Field.Root invalid={error !== null} flex="1">
              <Field.Label srOnly>걸 포인트</Field.Label>
              <Input
                name="stake"
                type="number"
                inputMode="numeric"
                value={stake}
                onChange={(e) => setStake(e.target.value)}
              />
              {error && <Field.ErrorText>{error}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" colorPalette="blue" loading={sending} disabled={!online}>
              예측하기
            </Button>
          </HStack>
          {!online && (
            <Text fontSize="sm" color="orange.fg" role="status">
              {NEEDS_NETWORK}
            </Text>
          )}
        </Stack>
      )}
      {open && (
        <Text fontSize="xs" color="fg.muted">
          경기 시작 전까지 한 번 걸 수 있어요. 맞힌 사람들이 건 포인트에 비례해 전체 포인트를 나눠 가져요
          {DUSAN_HOUSE_SHARE === 0 ? '(수수료 없음)' : ''}. 맞힌 사람이 없거나 경기가 취소되면 모두
          돌려받아요.
        </Text>
      )}
    </Stack>
  );
}
