import { Box, Button, Flex, HStack, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useCallback, useRef, useState } from 'react';
import {
  computerShot,
  flick,
  onBoard,
  openingStones,
  type Shot,
  type Side,
  type Strength,
  winner,
} from '../../../contract/games/alkkagi';
import type { Aim } from './draw-alkkagi';
import { type Table, useAlkkagiCanvas } from './use-alkkagi-canvas';

type Phase = 'aim' | 'moving' | 'thinking' | 'over';

const STRENGTHS = [
  { value: 'easy', label: '쉬움' },
  { value: 'hard', label: '어려움' },
];
/** How long the computer seems to think, so its shot does not start the instant the member's ends. */
const THINK_MS = 700;

/** The last shot, its side and the stones it started from: the page shows them for checking (data-*). */
interface Played {
  side: Side;
  shot: Shot;
  before: Table['stones'];
}

const copy = (stones: Table['stones']) => stones.map((s) => ({ ...s }));

/**
 * Alkkagi against the computer: the member (black) pulls back one of their stones and lets go to
 * flick it; the shot plays out with the shared physics, then the computer (white) answers. The
 * side whose stones are all knocked off the board loses.
 */
export function AlkkagiGame() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const table = useRef<Table>({ stones: openingStones(), steps: 0 });
  const [phase, setPhase] = useState<Phase>('aim');
  const [turn, setTurn] = useState<Side>('black');
  const [strength, setStrength] = useState<Strength>('easy');
  const [counts, setCounts] = useState({ black: 5, white: 5 });
  const [played, setPlayed] = useState<Played | null>(null);
  const [restAt, setRestAt] = useState<string>('');
  const turns = useRef(0);
  /** Counts new games, so a computer shot planned before 새 게임 is dropped. */
  const round = useRef(0);
  /** Counts new games too, for the board: the new opening is drawn even when no stone moved. */
  const [games, setGames] = useState(0);

  const shoot = useCallback((side: Side, shot: Shot) => {
    const before = copy(table.current.stones);
    if (!flick(table.current.stones, shot, side)) return;
    table.current.steps = 0;
    setPlayed({ side, shot, before });
    setPhase('moving');
  }, []);

  const rest = useCallback(() => {
    const stones = table.current.stones;
    setRestAt(JSON.stringify(stones.map((s) => [s.x, s.y, s.out])));
    setCounts({ black: onBoard(stones, 'black'), white: onBoard(stones, 'white') });
    turns.current += 1;
    if (winner(stones) || onBoard(stones, 'black') + onBoard(stones, 'white') === 0) return setPhase('over');
    const next: Side = played?.side === 'black' ? 'white' : 'black';
    setTurn(next);
    if (next === 'black') return setPhase('aim');
    setPhase('thinking');
    const planned = round.current;
    window.setTimeout(() => {
      if (planned !== round.current) return;
      const shot = computerShot(table.current.stones, 'white', strength, turns.current * 7919);
      if (shot) shoot('white', shot);
    }, THINK_MS);
  }, [played, strength, shoot]);

  useAlkkagiCanvas({
    canvas,
    table,
    canAim: (stone) => phase === 'aim' && turn === 'black' && stone.side === 'black',
    moving: phase === 'moving',
    onShot: (aim: Aim) => shoot('black', aim),
    onRest: rest,
    redraw: games,
  });

  function restart() {
    table.current = { stones: openingStones(), steps: 0 };
    turns.current = 0;
    round.current += 1;
    setGames((n) => n + 1);
    setCounts({ black: 5, white: 5 });
    setPlayed(null);
    setRestAt('');
    setTurn('black');
    setPhase('aim');
  }

  const won = phase === 'over' ? winner(table.current.stones) : null;
  const status =
    phase === 'over'
      ? won === 'black'
        ? '이겼어요! 컴퓨터의 돌을 모두 떨어뜨렸어요.'
        : won === 'white'
          ? '졌어요. 내 돌이 모두 떨어졌어요.'
          : '비겼어요. 돌이 모두 떨어졌어요.'
      : phase === 'thinking'
        ? '컴퓨터가 생각하고 있어요…'
        : phase === 'moving'
          ? turn === 'black'
            ? '내 돌이 굴러가요…'
            : '컴퓨터의 돌이 굴러가요…'
          : '내 차례예요. 검은 돌을 잡아 뒤로 당겼다 놓으세요.';

  return (
    <Stack
      gap="3"
      w="full"
      maxW={{ base: 'full', md: 'min(640px, calc(100dvh - 260px))' }}
      minW={{ md: '360px' }}
      mx="auto"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="4" fontVariantNumeric="tabular-nums" data-testid="alkkagi-counts">
          <Text>
            나(흑) <strong>{counts.black}</strong>
          </Text>
          <Text>
            컴퓨터(백) <strong>{counts.white}</strong>
          </Text>
        </HStack>
        <HStack gap="2">
          <SegmentGroup.Root
            size="sm"
            value={strength}
            onValueChange={(details) => setStrength(details.value as Strength)}
            aria-label="컴퓨터 실력"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={STRENGTHS} />
          </SegmentGroup.Root>
          <Button size="sm" variant="outline" onClick={restart}>
            새 게임
          </Button>
        </HStack>
      </Flex>
      <Text
        role="status"
        data-testid="alkkagi-status"
        color={phase === 'over' ? 'fg' : 'fg.muted'}
        fontWeight={phase === 'over' ? 'bold' : 'normal'}
      >
        {status}
      </Text>
      <Box
        position="relative"
        w="full"
        aspectRatio="1 / 1"
        borderRadius="l3"
        overflow="hidden"
        borderWidth="1px"
      >
        <canvas
          ref={canvas}
          data-testid="alkkagi-board"
          data-phase={phase}
          data-turn={turn}
          data-shot={played ? JSON.stringify({ side: played.side, shot: played.shot }) : ''}
          data-before={played ? JSON.stringify(played.before) : ''}
          data-rest={restAt}
          aria-label="알까기 판: 내 검은 돌을 당겼다 놓아 컴퓨터의 흰 돌을 판 밖으로 쳐내세요"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none' }}
        />
      </Box>
    </Stack>
  );
}
