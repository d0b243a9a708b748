import { Button, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import {
  BLACK,
  boardOf,
  type Forbidden,
  forbiddenNames,
  moveRefusalNames,
  omokGameOf,
  playOmok,
  type Stone,
  toMove,
  WHITE,
  winningLine,
} from '../../../contract/games/omok';
import { type OmokStrength, strengthNames } from './ai';
import { OmokBoardView } from './OmokBoardView';
import { useOmokAi } from './use-omok-ai';

const stoneNames: Record<Stone, string> = { [BLACK]: '흑', [WHITE]: '백' };

/**
 * A game against the computer, all on the device (it plays with the network off): the player picks
 * black or white and the strength; undo takes back the player's last move and the computer's reply.
 */
export function OmokVsComputer() {
  const [moves, setMoves] = useState<number[]>([]);
  const [mine, setMine] = useState<Stone>(BLACK);
  const [strength, setStrength] = useState<OmokStrength>('easy');
  const [thinking, setThinking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [forbidden, setForbidden] = useState<Forbidden | null>(null);
  const ai = useOmokAi();

  const game = useMemo(() => omokGameOf(moves), [moves]);
  const board = useMemo(() => boardOf(moves), [moves]);
  const last = moves.at(-1) ?? null;
  const outcome = game.outcome;
  const turn = toMove(game);
  const computerToMove = !outcome && turn !== mine;

  useEffect(() => {
    if (!computerToMove) return;
    let current = true;
    setThinking(true);
    void ai.ask(board, turn, strength).then((point) => {
      if (!current || point === null) return;
      setThinking(false);
      setMoves((played) => [...played, point]);
    });
    return () => {
      current = false;
      ai.cancel();
      setThinking(false);
    };
  }, [computerToMove, board, turn, strength, ai]);

  function play(point: number) {
    if (computerToMove || outcome) return;
    const next = omokGameOf(moves);
    const refused = playOmok(next, point);
    if (refused) return setNotice(moveRefusalNames[refused]);
    setNotice(null);
    setMoves(next.moves);
  }

  function newGame(side: Stone = mine) {
    ai.cancel();
    setMine(side);
    setMoves([]);
    setNotice(null);
  }

  function undo() {
    ai.cancel();
    // Back to the player's own turn: their last move and, when it has replied, the computer's.
    const back = moves.length - (toMove(game) === mine ? 2 : 1);
    setMoves(moves.slice(0, Math.max(mine === WHITE ? 1 : 0, back)));
    setNotice(null);
  }

  const status = outcome
    ? 'winner' in outcome
      ? outcome.winner === mine
        ? `${stoneNames[mine]}으로 이겼어요!`
        : '컴퓨터가 이겼어요.'
      : '무승부예요.'
    : thinking
      ? '컴퓨터가 생각하고 있어요…'
      : `내 차례예요 (${stoneNames[mine]}).`;

  return (
    <Stack gap="3" w="full">
      <Flex gap="2" wrap="wrap" align="center">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="내 돌"
            value={mine}
            onChange={(e) => newGame(Number(e.currentTarget.value) as Stone)}
          >
            <option value={BLACK}>흑 (먼저 둠)</option>
            <option value={WHITE}>백</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label="컴퓨터 실력"
            value={strength}
            onChange={(e) => setStrength(e.currentTarget.value as OmokStrength)}
          >
            {(['easy', 'hard'] as const).map((s) => (
              <option key={s} value={s}>
                컴퓨터: {strengthNames[s]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack gap="2" ms="auto">
          <Button
            size="sm"
            variant="outline"
            onClick={undo}
            disabled={moves.length < (mine === WHITE ? 2 : 1)}
          >
            무르기
          </Button>
          <Button size="sm" colorPalette="red" onClick={() => newGame()}>
            새 게임
          </Button>
        </HStack>
      </Flex>
      <Text
        fontWeight="semibold"
        data-testid="omok-status"
        data-outcome={
          outcome ? ('winner' in outcome ? (outcome.winner === mine ? 'win' : 'loss') : 'draw') : ''
        }
        minH="6"
      >
        {status}
      </Text>
      <OmokBoardView
        board={board}
        moves={moves.length}
        last={last}
        winning={outcome && last !== null ? winningLine(board, last) : []}
        toPlace={computerToMove || outcome ? null : mine}
        onPlay={play}
        onForbiddenHover={setForbidden}
        label="오목 판: 돌을 둘 자리를 누르세요"
        testId="omok-board"
      />
      <Text fontSize="sm" color={notice || forbidden ? 'red.fg' : 'fg.muted'} minH="5" role="status">
        {notice ??
          (forbidden
            ? `${forbiddenNames[forbidden]}: 흑은 여기에 둘 수 없어요.`
            : '흑은 렌주 규칙으로 삼삼·사사·장목을 둘 수 없어요.')}
      </Text>
    </Stack>
  );
}
