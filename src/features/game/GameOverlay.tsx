import { Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { outcomeText } from './outcome-text';
import type { GameOutcome } from './use-verified-game';

interface GameOverlayProps {
  /** For the browser tests: `apple-overlay`, `apple-outcome`… */
  testId: string;
  outcome: GameOutcome | null;
  /** The finished game's headline, before its score (시간 종료!). */
  headline: string;
  /** How to play, before the first game. */
  intro: ReactNode;
  message: string | null;
  signedIn: boolean;
  maxW: string;
}

/** Over a verified game's field while it is not being played: how to play, or how the last game went. */
export function GameOverlay({ testId, outcome, headline, intro, message, signedIn, maxW }: GameOverlayProps) {
  return (
    <Flex position="absolute" inset="0" align="center" justify="center" p="4" bg="bg/70" pointerEvents="none">
      <Stack gap="2" textAlign="center" maxW={maxW} data-testid={`${testId}-overlay`}>
        {outcome ? (
          <>
            <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="bold">
              {headline} {outcome.score}점
            </Text>
            <Text data-testid={`${testId}-outcome`}>{outcomeText(outcome.submitted)}</Text>
          </>
        ) : (
          <Text fontSize="lg">{intro}</Text>
        )}
        {message && (
          <Text color="orange.fg" role="status">
            {message}
          </Text>
        )}
        {!signedIn && !outcome && (
          <Text fontSize="sm" color="fg.muted">
            로그인하면 점수가 확인되어 순위에 올라요.
          </Text>
        )}
      </Stack>
    </Flex>
  );
}
