import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { AlkkagiShot } from '../../../contract/game-match';
import { flick, onBoard, type Side, type Stone } from '../../../contract/games/alkkagi';
import { isHttpError } from '../../../data/http';
import { MatchBar } from '../match/MatchBar';
import { matchApi } from '../match/match-api';
import { useMatchRoom } from '../match/use-match-room';
import { type Table, useAlkkagiCanvas } from './use-alkkagi-canvas';

const seatSide: readonly [Side, Side] = ['black', 'white'];
/** Shot n is black's when n is even (seat 0 shoots first; turns alternate). */
const sideOfShot = (n: number): Side => seatSide[n % 2]!;
const copy = (stones: readonly Stone[]) => stones.map((s) => ({ ...s }));
const restOf = (stones: readonly Stone[]) => JSON.stringify(stones.map((s) => [s.x, s.y, s.out]));

/**
 * One online alkkagi match. The server plays every shot out and its stones are the truth; the page
 * shows each new shot rolling by replaying it with the same physics from the stones it showed, then
 * sets the server's stones. Further behind than one shot (a reload, a dropped socket), it jumps.
 */
export function AlkkagiMatchRoom({
  id,
  userUuid,
  onLeave,
}: {
  id: string;
  userUuid: string | null;
  onLeave(): void;
}) {
  const { match, missing, keep, reload, seat, leave } = useMatchRoom(id, 'alkkagi', userUuid, onLeave);
  const canvas = useRef<HTMLCanvasElement>(null);
  const table = useRef<Table>({ stones: [], steps: 0 });
  /** Shots the stones on screen have played (-1 until the room is read). */
  const [shown, setShown] = useState(-1);
  /** The server's stones after the shot being replayed. */
  const landing = useRef<{ shots: number; stones: Stone[] } | null>(null);
  const [moving, setMoving] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const board = match?.board.kind === 'alkkagi' ? match.board : null;
  const mySide = seat === null ? null : seatSide[seat];
  const myTurn = match?.status === 'playing' && match.turn === seat && !sending && !moving;

  useEffect(() => {
    if (!board || moving || board.shots === shown) return;
    if (shown >= 0 && board.shots === shown + 1 && board.last) {
      const stones = copy(table.current.stones);
      if (flick(stones, board.last, sideOfShot(shown))) {
        table.current = { stones, steps: 0 };
        landing.current = { shots: board.shots, stones: board.stones };
        setMoving(true);
        return;
      }
    }
    table.current = { stones: copy(board.stones), steps: 0 };
    setShown(board.shots);
  }, [board, moving, shown]);

  async function shoot(shot: AlkkagiShot) {
    if (!board || !myTurn) return;
    setNotice(null);
    setSending(true);
    try {
      keep(await matchApi.alkkagiShot(id, shot, board.shots));
    } catch (err) {
      setNotice(isHttpError(err) ? err.message : '돌을 튕기지 못했어요.');
      reload();
    } finally {
      setSending(false);
    }
  }

  useAlkkagiCanvas({
    canvas,
    table,
    canAim: (stone) => myTurn && stone.side === mySide,
    moving,
    onShot: (aim) => void shoot(aim),
    onRest: () => {
      const landed = landing.current;
      if (!landed) return;
      landing.current = null;
      table.current = { stones: copy(landed.stones), steps: 0 };
      setShown(landed.shots);
      setMoving(false);
    },
    redraw: shown,
    flip: mySide === 'white',
  });

  if (missing) return <Text color="fg.muted">대국을 찾을 수 없어요.</Text>;
  if (!match) return <Text color="fg.muted">대국을 불러오고 있어요…</Text>;

  const stones = table.current.stones;
  return (
    <Stack
      gap="3"
      w="full"
      maxW={{ base: 'full', md: 'min(640px, calc(100dvh - 200px))' }}
      minW={{ md: '360px' }}
      mx="auto"
      data-testid="alkkagi-match"
      data-status={match.status}
    >
      <MatchBar
        match={match}
        seat={seat}
        myTurn={myTurn}
        yourTurnText="내 돌을 잡아 뒤로 당겼다 놓으세요."
        onKeep={keep}
        onLeave={() => void leave()}
      />
      <HStack gap="4" fontVariantNumeric="tabular-nums" fontSize="sm" data-testid="alkkagi-match-counts">
        <Text>
          흑 돌 <strong>{onBoard(stones, 'black')}</strong>
        </Text>
        <Text>
          백 돌 <strong>{onBoard(stones, 'white')}</strong>
        </Text>
      </HStack>
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
          data-testid="alkkagi-match-board"
          data-shots={shown}
          data-moving={moving}
          data-rest={moving ? '' : restOf(stones)}
          aria-label={
            mySide
              ? `알까기 판: 내 차례에 ${mySide === 'black' ? '검은' : '흰'} 돌을 당겼다 놓아 상대 돌을 쳐내세요`
              : '알까기 판: 관전 중'
          }
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none' }}
        />
      </Box>
      <Text fontSize="sm" color={notice ? 'red.fg' : 'fg.muted'} minH="5" role="status">
        {notice ??
          (moving
            ? '돌이 굴러가요…'
            : seat !== null
              ? '돌이 어디서 멈출지는 서버가 계산해요. 연결이 끊겨도 다시 연결되면 이어서 둘 수 있어요.'
              : '관전 중이에요.')}
      </Text>
    </Stack>
  );
}
