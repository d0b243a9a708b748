import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import {
  APPLE_COLS,
  APPLE_DURATION_MS,
  APPLE_ROWS,
  appleBoard,
  findBoxOfTen,
} from '../../../contract/games/apple';
import { GameOverlay } from '../GameOverlay';
import { useVerifiedGame } from '../use-verified-game';
import type { VerifiedGameProps } from '../VerifiedGamePage';
import { type PlayingGame, useAppleCanvas } from './use-apple-canvas';

const clock = (ms: number) => {
  const s = Math.ceil(Math.max(0, APPLE_DURATION_MS - ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The apple game: the field drawn on a canvas, 2 minutes or until no box of ten is left, its score
 * verified by the server (`useVerifiedGame`).
 */
export function AppleGame({ userUuid, online, onScored }: VerifiedGameProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const game = useRef<PlayingGame | null>(null);
  const { phase, message, outcome, seedText, start, finish, idle } = useVerifiedGame('apple', {
    userUuid,
    online,
    onScored,
  });
  const [score, setScore] = useState(0);
  const [left, setLeft] = useState(clock(0));
  /** Why the last game ended before its 2 minutes: no box of ten left. */
  const [cleared, setCleared] = useState(false);
  const end = (noBoxLeft: boolean) => {
    const played = game.current;
    if (!played) return;
    if (finish(played.score, played.moves)) setCleared(noBoxLeft);
  };

  useAppleCanvas({
    canvas,
    game,
    playing: phase === 'playing',
    onClear: (next) => {
      setScore(next);
      if (game.current && !findBoxOfTen(game.current.board)) end(true);
    },
    onTick: (elapsed) => {
      setLeft(clock(elapsed));
      if (elapsed >= APPLE_DURATION_MS) end(false);
    },
  });

  const newGame = () =>
    start((text) => {
      game.current = { board: appleBoard(text), moves: [], startedAt: performance.now(), score: 0 };
      setScore(0);
      setLeft(clock(0));
    });

  return (
    <Stack gap="3" w="full">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="5" fontVariantNumeric="tabular-nums">
          <Text fontSize="lg" data-testid="apple-time">
            남은 시간 <strong>{left}</strong>
          </Text>
          <Text fontSize="lg" data-testid="apple-score">
            점수 <strong>{score}</strong>
          </Text>
        </HStack>
        <Button
          colorPalette="red"
          onClick={() => void newGame()}
          disabled={!idle}
          loading={phase === 'starting'}
        >
          {phase === 'over' ? '다시 하기' : '시작'}
        </Button>
      </Flex>
      <Box
        position="relative"
        w="full"
        aspectRatio={{ base: `${APPLE_ROWS} / ${APPLE_COLS}`, md: `${APPLE_COLS} / ${APPLE_ROWS}` }}
        bg="green.subtle"
        borderRadius="l3"
        borderWidth="1px"
        overflow="hidden"
      >
        <canvas
          ref={canvas}
          data-testid="apple-board"
          data-seed={seedText ?? ''}
          data-phase={phase}
          aria-label="사과 게임 판: 합이 10이 되도록 사과를 드래그로 묶으세요"
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', touchAction: 'none' }}
        />
        {idle && (
          <GameOverlay
            testId="apple"
            outcome={outcome}
            headline={cleared ? '더 만들 수 있는 10이 없어요!' : '시간 종료!'}
            intro={
              <>
                사과를 드래그해서 합이 <strong>10</strong>이 되게 묶으면 사라져요. 2분 동안 최대한 많이 없애
                보세요.
              </>
            }
            message={message}
            signedIn={userUuid !== null}
            maxW="md"
          />
        )}
      </Box>
    </Stack>
  );
}
