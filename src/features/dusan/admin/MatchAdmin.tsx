import { Badge, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { showConfirm } from '../../../app';
import {
  type DusanMatch,
  DusanScoreInput,
  type DusanVote,
  DusanVoteInput,
  sportMatchStatusNames,
} from '../../../contract';
import { formatPoint } from '../../../lib/point-format';
import { formatDateTime } from '../../../lib/time';
import { dusanApi } from '../dusan-api';

/** Runs an admin call, then reloads the list; the HTTP layer says why a call failed. */
function useAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await router.invalidate();
    } catch {
      // Said by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

function ScoreForm({ match, disabled }: { match: DusanMatch; disabled: boolean }) {
  const [doosan, setDoosan] = useState(String(match.doosanScore));
  const [other, setOther] = useState(String(match.opponentScore));
  const [inning, setInning] = useState(match.inning);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const send = async (status: 'live' | 'final') => {
    const parsed = DusanScoreInput.safeParse({
      doosanScore: Number(doosan),
      opponentScore: Number(other),
      inning,
      status,
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError(null);
    if (
      status === 'final' &&
      !(await showConfirm(
        `두산 ${parsed.data.doosanScore} : ${parsed.data.opponentScore} ${match.opponent}(으)로 경기를 끝내고 예측을 정산할까요? 되돌릴 수 없어요.`,
      ))
    )
      return;
    await run(() => dusanApi.score(match.id, parsed.data));
  };
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" align="flex-end">
        <Field.Root w="24">
          <Field.Label>두산</Field.Label>
          <Input
            name="doosanScore"
            type="number"
            value={doosan}
            onChange={(e) => setDoosan(e.target.value)}
          />
        </Field.Root>
        <Field.Root w="24">
          <Field.Label>{match.opponent}</Field.Label>
          <Input
            name="opponentScore"
            type="number"
            value={other}
            onChange={(e) => setOther(e.target.value)}
          />
        </Field.Root>
        <Field.Root w="28">
          <Field.Label>이닝</Field.Label>
          <Input
            name="inning"
            placeholder="7회말"
            value={inning}
            onChange={(e) => setInning(e.target.value)}
          />
        </Field.Root>
        <Button size="sm" onClick={() => void send('live')} loading={busy} disabled={disabled}>
          점수 반영
        </Button>
        <Button
          size="sm"
          colorPalette="blue"
          onClick={() => void send('final')}
          loading={busy}
          disabled={disabled}
        >
          경기 종료·정산
        </Button>
      </HStack>
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function VoteForm({ match, disabled }: { match: DusanMatch; disabled: boolean }) {
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useAction();
  const open = async () => {
    const parsed = DusanVoteInput.safeParse({
      question,
      options: options
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? '');
    setError(null);
    await run(async () => {
      await dusanApi.openVote(match.id, parsed.data);
      setQuestion('');
      setOptions('');
    });
  };
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" align="flex-end">
        <Field.Root flex="2" minW="48">
          <Field.Label>투표 질문</Field.Label>
          <Input
            name="question"
            placeholder="다음 이닝 득점할까요?"
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
          />
        </Field.Root>
        <Field.Root flex="2" minW="48">
          <Field.Label>선택지 (쉼표로 구분)</Field.Label>
          <Input
            name="options"
            placeholder="한다, 못 한다"
            value={options}
            onChange={(e) => setOptions(e.target.value)}
          />
        </Field.Root>
        <Button size="sm" onClick={() => void open()} loading={busy} disabled={disabled}>
          투표 열기
        </Button>
      </HStack>
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** One game on the staff screen: its state, score and vote forms while undecided, its votes. */
export function MatchAdmin({
  match,
  votes,
  online,
}: {
  match: DusanMatch;
  votes: DusanVote[];
  online: boolean;
}) {
  const { busy, run } = useAction();
  const undecided = match.status === 'scheduled' || match.status === 'live';
  const pool = match.pools.reduce((sum, p) => sum + p.points, 0);
  const cancel = async () => {
    if (await showConfirm(`${match.opponent}전을 취소하고 건 포인트를 모두 돌려줄까요?`))
      await run(() => dusanApi.cancel(match.id));
  };
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="l3" bg="bg.panel" p="4" data-testid="admin-dusan-match">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <HStack gap="2" minW="0">
          <Badge colorPalette={undecided ? 'blue' : 'gray'}>{sportMatchStatusNames[match.status]}</Badge>
          <Text fontWeight="semibold" truncate>
            두산 {match.doosanScore} : {match.opponentScore} {match.opponent}
          </Text>
        </HStack>
        {undecided && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => void cancel()}
            loading={busy}
            disabled={!online}
          >
            경기 취소(환불)
          </Button>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {formatDateTime(match.startsAt)} · {match.venue} · 응원 {match.cheerCount.toLocaleString('ko-KR')}번 ·
        예측 {formatPoint(pool)} ({match.pools.reduce((sum, p) => sum + p.members, 0)}명)
      </Text>
      {undecided && <ScoreForm match={match} disabled={!online} />}
      {undecided && <VoteForm match={match} disabled={!online} />}
      {votes.map((vote) => (
        <HStack key={vote.id} justify="space-between" gap="2" borderTopWidth="1px" pt="2">
          <Text fontSize="sm" minW="0">
            {vote.question} — {vote.options.map((o) => `${o.label} ${o.votes}`).join(' · ')}
          </Text>
          {vote.open ? (
            <Button
              size="xs"
              variant="outline"
              onClick={() => void run(() => dusanApi.closeVote(vote.id))}
              disabled={!online}
            >
              투표 마감
            </Button>
          ) : (
            <Badge>마감</Badge>
          )}
        </HStack>
      ))}
    </Stack>
  );
}
