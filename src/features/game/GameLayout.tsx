import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { GameLeaderboard, type GamePeriod } from '../../contract/game';
import { type CachedPage, loadCachedPage } from '../../data/page-cache';
import { gameApi } from './game-api';
import { Leaderboard } from './Leaderboard';

/**
 * A route loader's leaderboard of the period, kept so it opens offline. The game never waits on
 * it: with none kept and no network the page opens without it (null), quietly.
 */
export const loadGameLeaderboard = (
  gameId: GameLeaderboard['gameId'],
  period: GamePeriod,
  cause: 'enter' | 'stay' | 'preload',
): Promise<CachedPage<GameLeaderboard> | null> =>
  loadCachedPage({
    key: `game/${gameId}/leaderboard?period=${period}`,
    schema: GameLeaderboard,
    cause,
    fetch: () => gameApi.leaderboard(gameId, period, true),
  }).catch(() => null);

interface GameLayoutProps {
  title: string;
  intro: string;
  leaderboard: CachedPage<GameLeaderboard> | null;
  onPeriod(period: GamePeriod): void;
  loading: boolean;
  children: ReactNode;
}

/** A game page with verified scores: its title, the game, and its leaderboards beside (or under) it. */
export function GameLayout({ title, intro, leaderboard, onPeriod, loading, children }: GameLayoutProps) {
  return (
    <Stack gap="4" maxW="7xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {intro}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 1fr) 340px' }} gap="6" alignItems="start">
        {children}
        <Box>
          {leaderboard ? (
            <Leaderboard page={leaderboard} onPeriod={onPeriod} loading={loading} />
          ) : (
            <Text color="fg.muted" role="status" data-testid="game-leaderboard-missing">
              순위를 불러오지 못했어요. 인터넷에 연결되면 다시 보여 드릴게요.
            </Text>
          )}
        </Box>
      </Grid>
    </Stack>
  );
}
