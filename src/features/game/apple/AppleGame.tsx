import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameSeed } from '../../../contract/game';
import {
  APPLE_COLS,
  APPLE_DURATION_MS,
  APPLE_ROWS,
  appleBoard,
  findBoxOfTen,
} from '../../../contract/games/apple';
import { NO_SEED, outcomeText } from '../outcome-text';
import { keepSeedsForOffline, onQueuedOutcome, type Submitted, seedForGame, submitScore } from '../scores';
import { type PlayingGame, useAppleCanvas } from './use-apple-canvas';

type Phase = 'ready' | 'starting' | 'playing' | 'over';

interface Outcome {
  score: number;
  /** Why the game ended before its 2 minutes: no box of ten left. */
  cleared: boolean;
  submitted: Submitted | 'practice' | 'sending';
}

const clock = (ms: number) => {
  const s = Math.ceil(Math.max(0, APPLE_DURATION_MS - ms) / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * The apple game: 시작 takes a seed (one kept on the device first, so it starts offline), the
 * field is drawn on a canvas, and at the end (2 minutes, or no box of ten left) the log goes to
 * the server, which replays it; offline it waits on the device.
 */
export function AppleGame({
  userUuid,
  online,
  onScored,
}: {
  userUuid: string | null;
  online: boolean;
  onScored(): void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const game = useRef<PlayingGame | null>(null);
  const seedRef = useRef<GameSeed | null>(null);
  /** Set once a game ends, so the frames after its last tick end it only once. */
  const ended = useRef(false);
  const [phase, setPhase] = useState<Phase>('ready');
  const [score, setScore] = useState(0);
  const [left, setLeft] = useState(clock(0));
  const [message, setMessage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [seedText, setSeedText] = useState<string | null>(null);

  useEffect(() => {
    if (userUuid && online) void keepSeedsForOffline(userUuid, 'apple');
  }, [userUuid, online]);

  // A game kept on the device while offline: its line follows the server's verdict when it is sent.
  useEffect(
    () =>
      onQueuedOutcome((seedId, submitted) => {
        if (seedId !== seedRef.current?.seedId) return;
        setOutcome((shown) => shown && { ...shown, submitted });
        if (submitted.kind === 'verified') onScored();
      }),
    [onScored],
  );

  const finish = useCallback(
    async (cleared: boolean) => {
      const played = game.current;
      if (!played || ended.current) return;
      ended.current = true;
      setPhase('over');
      const seed = seedRef.current;
      if (!userUuid || !seed) return setOutcome({ score: played.score, cleared, submitted: 'practice' });
      setOutcome({ score: played.score, cleared, submitted: 'sending' });
      const submitted = await submitScore(userUuid, {
        gameId: 'apple',
        seedId: seed.seedId,
        score: played.score,
        log: played.moves,
      });
      setOutcome({ score: played.score, cleared, submitted });
      if (submitted.kind === 'verified') onScored();
    },
    [userUuid, onScored],
  );

  useAppleCanvas({
    canvas,
    game,
    playing: phase === 'playing',
    onClear: (next) => {
      setScore(next);
      if (game.current && !findBoxOfTen(game.current.board)) void finish(true);
    },
    onTick: (elapsed) => {
      setLeft(clock(elapsed));
      if (elapsed >= APPLE_DURATION_MS) void finish(false);
    },
  });

  async function start() {
    setPhase('starting');
    setMessage(null);
    setOutcome(null);
    const seed = userUuid ? await seedForGame(userUuid, 'apple') : null;
    if (userUuid && !seed) {
      setMessage(NO_SEED);
      return setPhase(game.current ? 'over' : 'ready');
    }
    seedRef.current = seed;
    const text = seed?.seed ?? crypto.randomUUID();
    setSeedText(text);
    ended.current = false;
    game.current = { board: appleBoard(text), moves: [], startedAt: performance.now(), score: 0 };
    setScore(0);
    setLeft(clock(0));
    setPhase('playing');
    if (userUuid && online) void keepSeedsForOffline(userUuid, 'apple');
  }

  const idle = phase === 'ready' || phase === 'over';
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
          onClick={() => void start()}
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
          <Flex
            position="absolute"
            inset="0"
            align="center"
            justify="center"
            p="4"
            bg="bg/70"
            pointerEvents="none"
          >
            <Stack gap="2" textAlign="center" maxW="md" data-testid="apple-overlay">
              {outcome ? (
                <>
                  <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold">
                    {outcome.cleared ? '더 만들 수 있는 10이 없어요!' : '시간 종료!'} {outcome.score}점
                  </Text>
                  <Text data-testid="apple-outcome">{outcomeText(outcome.submitted)}</Text>
                </>
              ) : (
                <Text fontSize="lg">
                  사과를 드래그해서 합이 <strong>10</strong>이 되게 묶으면 사라져요. 2분 동안 최대한 많이 없애
                  보세요.
                </Text>
              )}
              {message && (
                <Text color="orange.fg" role="status">
                  {message}
                </Text>
              )}
              {!userUuid && !outcome && (
                <Text fontSize="sm" color="fg.muted">
                  로그인하면 점수가 확인되어 순위에 올라요.
                </Text>
              )}
            </Stack>
          </Flex>
        )}
      </Box>
    </Stack>
  );
}
