import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { FIELD_H, FIELD_W, newStickmanGame } from '../../../contract/games/stickman';
import { GameOverlay } from '../GameOverlay';
import { useVerifiedGame } from '../use-verified-game';
import type { VerifiedGameProps } from '../VerifiedGamePage';
import { type PlayingStickman, useStickmanLoop } from './use-stickman-loop';

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
 * Stickman poop: the game runs on a canvas until poop hits him, its score verified by the server
 * (`useVerifiedGame`).
 */
export function StickmanGame({ userUuid, online, onScored }: VerifiedGameProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const game = useRef<PlayingStickman | null>(null);
  const { phase, message, outcome, seedText, start, finish, idle } = useVerifiedGame('stickman', {
    userUuid,
    online,
    onScored,
  });
  const [score, setScore] = useState(0);
  const hit = () => {
    const played = game.current;
    if (!played) return;
    const { dodged, tick } = played.state;
    setScore(dodged);
    finish(dodged, { inputs: played.inputs, end: tick });
  };

  useStickmanLoop({
    canvas,
    game,
    playing: phase === 'playing',
    onScore: setScore,
    onHit: hit,
  });

  const newGame = () =>
    start((text) => {
      game.current = {
        state: newStickmanGame(text),
        inputs: [],
        direction: 0,
        held: { left: false, right: false },
      };
      setScore(0);
    });

  return (
    <Stack gap="3" w="full" maxW={{ base: 'full', md: '480px' }} mx="auto">
      <Flex justify="space-between" align="center" gap="3">
        <Text fontSize="lg" data-testid="stickman-score" fontVariantNumeric="tabular-nums">
          피한 똥 <strong>{score}</strong>
        </Text>
        <Button
          colorPalette="orange"
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
          <GameOverlay
            testId="stickman"
            outcome={outcome}
            headline="똥에 맞았어요!"
            intro={
              <>
                떨어지는 똥을 피하세요. 시간이 갈수록 빨라져요. 휴대폰은 아래 버튼, 컴퓨터는{' '}
                <strong>← →</strong> 키로 움직여요.
              </>
            }
            message={message}
            signedIn={userUuid !== null}
            maxW="sm"
          />
        )}
      </Box>
      <HStack gap="3">
        <HoldButton label="왼쪽으로" side="left" game={game} disabled={phase !== 'playing'} />
        <HoldButton label="오른쪽으로" side="right" game={game} disabled={phase !== 'playing'} />
      </HStack>
    </Stack>
  );
}
