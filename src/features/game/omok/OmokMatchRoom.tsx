import { Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  BLACK,
  boardOf,
  type Forbidden,
  forbiddenNames,
  moveRefusalNames,
  omokGameOf,
  playOmok,
  WHITE,
  winningLine,
} from '../../../contract/games/omok';
import { isHttpError } from '../../../data/http';
import { MatchBar } from '../match/MatchBar';
import { matchApi } from '../match/match-api';
import { useMatchRoom } from '../match/use-match-room';
import { OmokBoardView } from './OmokBoardView';

const seatStone = [BLACK, WHITE] as const;
const NO_MOVES: readonly number[] = [];

/**
 * One online omok match: the board as the server has it, the move clock, players and spectators.
 * A player moves on their turn (the server checks it); anyone else watches.
 */
export function OmokMatchRoom({
  id,
  userUuid,
  onLeave,
}: {
  id: string;
  userUuid: string | null;
  onLeave(): void;
}) {
  const { match, missing, keep, reload, seat, leave } = useMatchRoom(id, 'omok', userUuid, onLeave);
  const [notice, setNotice] = useState<string | null>(null);
  const [forbidden, setForbidden] = useState<Forbidden | null>(null);
  const [sending, setSending] = useState(false);

  const moves = match?.board.kind === 'omok' ? match.board.moves : NO_MOVES;
  const board = useMemo(() => boardOf(moves), [moves]);
  const last = moves.at(-1) ?? null;
  const myTurn = match?.status === 'playing' && match.turn === seat && !sending;

  if (missing) return <Text color="fg.muted">대국을 찾을 수 없어요.</Text>;
  if (!match) return <Text color="fg.muted">대국을 불러오고 있어요…</Text>;

  async function play(point: number) {
    if (!match || !myTurn) return;
    const check = omokGameOf(moves);
    const refused = playOmok(check, point);
    if (refused) return setNotice(moveRefusalNames[refused]);
    setNotice(null);
    setSending(true);
    try {
      keep(await matchApi.omokMove(id, point, moves.length));
    } catch (err) {
      setNotice(isHttpError(err) ? err.message : '수를 보내지 못했어요.');
      reload();
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="3" w="full" data-testid="omok-match" data-status={match.status}>
      <MatchBar
        match={match}
        seat={seat}
        myTurn={myTurn}
        yourTurnText=""
        onKeep={keep}
        onLeave={() => void leave()}
      />
      <OmokBoardView
        board={board}
        moves={moves.length}
        last={last}
        winning={match.result?.end === 'win' && last !== null ? winningLine(board, last) : []}
        toPlace={myTurn && seat !== null ? seatStone[seat] : null}
        onPlay={(point) => void play(point)}
        onForbiddenHover={setForbidden}
        label={seat !== null ? '오목 판: 내 차례에 돌을 둘 자리를 누르세요' : '오목 판: 관전 중'}
        testId="omok-match-board"
      />
      <Text fontSize="sm" color={notice || forbidden ? 'red.fg' : 'fg.muted'} minH="5" role="status">
        {notice ??
          (forbidden
            ? `${forbiddenNames[forbidden]}: 흑은 여기에 둘 수 없어요.`
            : seat !== null
              ? '수는 서버가 확인해요. 연결이 끊겨도 다시 연결되면 이어서 둘 수 있어요.'
              : '관전 중이에요.')}
      </Text>
    </Stack>
  );
}
