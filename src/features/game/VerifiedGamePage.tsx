import { getRouteApi, useRouter, useRouterState } from '@tanstack/react-router';
import { type ComponentType, useCallback } from 'react';
import { useOnline, useSession } from '../../app';
import { GameLayout } from './GameLayout';

/** What a game with a verified score gets from its page. */
export interface VerifiedGameProps {
  userUuid: string | null;
  online: boolean;
  /** A score was verified: the leaderboard is read again. */
  onScored(): void;
}

interface VerifiedGamePageProps {
  routeId: '/main/game/apple' | '/main/game/stickmanpoop';
  title: string;
  intro: string;
  Game: ComponentType<VerifiedGameProps>;
}

/** The page of a game with a verified score: the game, and its leaderboard of the chosen period. */
export function VerifiedGamePage({ routeId, title, intro, Game }: VerifiedGamePageProps) {
  const route = getRouteApi(routeId);
  const leaderboard = route.useLoaderData();
  const navigate = route.useNavigate();
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const { user } = useSession();
  const online = useOnline();
  const refresh = useCallback(() => void router.invalidate(), [router]);

  return (
    <GameLayout
      title={title}
      intro={intro}
      leaderboard={leaderboard}
      onPeriod={(period) => void navigate({ search: { period: period === 'day' ? undefined : period } })}
      loading={loading}
    >
      <Game userUuid={user?.uuid ?? null} online={online} onScored={refresh} />
    </GameLayout>
  );
}
