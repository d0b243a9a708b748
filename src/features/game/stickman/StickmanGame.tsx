import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameSeed } from '../../../contract/game';
import { FIELD_H, FIELD_W, newStickmanGame } from '../../../contract/games/stickman';
import { NO_SEED, outcomeText } from '../outcome-text';
import { keepSeedsForOffline, onQueuedOutcome, type Submitted, seedForGame, submitScore } from '../scores';
import { type PlayingStickman, useStickmanLoop } from './use-stickman-loop';

type Phase = 'ready' | 'starting' | 'playing' | 'over';

interface Outcome {
  score: number;
  submitted: Submitted | 'practice' | 'sending';
}

/** A button held down to walk one way (touch, mouse or pen); letting go or sliding off stops. */
function HoldButton({
  label,
  side,
  game,
  disabled,
}: {
  label: string;
  side: 'left' | 'right';
  game: React.RefObject<PlayingStickman | null>;
  disabled: boolean;
}) {
  const hold = (down: boolean) => () => {
    if (game.current) game.current.held[side] = down;
  };
  return (
    <Button
      flex="1"
      size="2xl"
      variant="subtle"
      aria-label={label}
      disabled={disabled}
      onPointerDown={hold(true)}
      onPointerUp={hold(false)}
      onPointerLeave={hold(false)}
      onPointerCancel={hold(false)}
      onContextMenu={(event) => event.preventDefault()}
      style={{ touchAction: 'none', userSelect: 'none' }}
      data-testid={`stickman-${side}`}
    >
      {side === 'left' ? '◀' : '▶'}
    </Button>
  );
}

/**
 * Stickman poop: 시작 takes a seed (one kept on the device first, so it starts offline), the game
 * runs on a canvas until poop hits him, and its log goes to the server, which replays it; offline
 * it waits on the device.
 */
export function StickmanGame({
  userUuid,
  online,
  onScored,
}: {
  userUuid: string | null;
  online: boolean;
  onScored(): void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const game = useRef<PlayingStickman | null>(null);
  const seedRef = useRef<GameSeed | null>(null);
  const [phase, setPhase] = useState<Phase>('ready');
  const [score, setScore] = useState(0);
  const [message, setMessage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [seedText, setSeedText] = useState<string | null>(null);

  useEffect(() => {
    if (userUuid && online) void keepSeedsForOffline(userUuid, 'stickman');
  }, [userUuid, online]);

  useEffect(
    () =>
      onQueuedOutcome((seedId, submitted) => {
        if (seedId !== seedRef.current?.seedId) return;
        setOutcome((shown) => shown && { ...shown, submitted });
        if (submitted.kind === 'verified') onScored();
      }),
    [onScored],
  );

  const finish = useCallback(async () => {
    const played = game.current;
    if (!played) return;
    setPhase('over');
    const { dodged, tick } = played.state;
    setScore(dodged);
    const seed = seedRef.current;
    if (!userUuid || !seed) return setOutcome({ score: dodged, submitted: 'practice' });
    setOutcome({ score: dodged, submitted: 'sending' });
    const submitted = await submitScore(userUuid, {
      gameId: 'stickman',
      seedId: seed.seedId,
      score: dodged,
      log: { inputs: played.inputs, end: tick },
    });
    setOutcome({ score: dodged, submitted });
    if (submitted.kind === 'verified') onScored();
  }, [userUuid, onScored]);

  useStickmanLoop({
    canvas,
    game,
    playing: phase === 'playing',
    onScore: setScore,
    onHit: () => void finish(),
  });

  async function start() {
    setPhase('starting');
    setMessage(null);
    setOutcome(null);
    const seed = userUuid ? await seedForGame(userUuid, 'stickman') : null;
    if (userUuid && !seed) {
      setMessage(NO_SEED);
      return setPhase(game.current ? 'over' : 'ready');
    }
    seedRef.current = seed;
    const text = seed?.seed ?? crypto.randomUUID();
    setSeedText(text);
    game.current = {
      state: newStickmanGame(text),
      inputs: [],
      direction: 0,
      held: { left: false, right: false },
    };
    setScore(0);
    setPhase('playing');
    if (userUuid && online) void keepSeedsForOffline(userUuid, 'stickman');
  }

  const idle = phase === 'ready' || phase === 'over';
  return (
    <Stack gap="3" w="full" maxW={{ base: 'full', md: '480px' }} mx="auto">
      <Flex justify="space-between" align="center" gap="3">
        <Text fontSize="lg" data-testid="stickman-score" fontVariantNumeric="tabular-nums">
          피한 똥 <strong>{score}</strong>
        </Text>
        <Button
          colorPalette="orange"
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
        aspectRatio={`${FIELD_W} / ${FIELD_H}`}
        bg="blue.subtle"
        color="fg"
        borderRadius="l3"
        borderWidth="1px"
        overflow="hidden"
      >
        <canvas
          ref={canvas}
          data-testid="stickman-field"
          data-seed={seedText ?? ''}
          data-phase={phase}
          aria-label="똥 피하기: 왼쪽과 오른쪽으로 움직여 떨어지는 똥을 피하세요"
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
            <Stack gap="2" textAlign="center" maxW="sm" data-testid="stickman-overlay">
              {outcome ? (
                <>
                  <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold">
                    똥에 맞았어요! {outcome.score}점
                  </Text>
                  <Text data-testid="stickman-outcome">{outcomeText(outcome.submitted)}</Text>
                </>
              ) : (
                <Text fontSize="lg">
                  떨어지는 똥을 피하세요. 시간이 갈수록 빨라져요. 휴대폰은 아래 버튼, 컴퓨터는{' '}
                  <strong>← →</strong> 키로 움직여요.
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
      <HStack gap="3">
        <HoldButton label="왼쪽으로" side="left" game={game} disabled={phase !== 'playing'} />
        <HoldButton label="오른쪽으로" side="right" game={game} disabled={phase !== 'playing'} />
      </HStack>
    </Stack>
  );
}
