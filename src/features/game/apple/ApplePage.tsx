import { getRouteApi, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSession } from '../../../app/hooks/use-session';
import { useOnline } from '../../../app/runtime/use-online';
import type { GamePeriod } from '../../../contract/game';
import { GameLayout, loadGameLeaderboard } from '../GameLayout';
import { AppleGame } from './AppleGame';

/** The route's loader: the leaderboard of the period, kept so it opens offline. */
export const loadAppleLeaderboard = (period: GamePeriod, cause: 'enter' | 'stay' | 'preload') =>
  loadGameLeaderboard('apple', period, cause);

const route = getRouteApi('/main/game/apple');

/** `/game/apple`: the apple game (사과 게임) and its leaderboards. */
export function ApplePage() {
  const leaderboard = route.useLoaderData();
  const navigate = route.useNavigate();
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const { user } = useSession();
  const online = useOnline();
  const refresh = useCallback(() => void router.invalidate(), [router]);

  return (
    <GameLayout
      title="사과 게임"
      intro="합이 10이 되는 사과를 드래그로 묶어 없애요. 점수는 서버가 게임 기록을 다시 해 보고 확인한 것만 순위에 올라요."
      leaderboard={leaderboard}
      onPeriod={(period) => void navigate({ search: { period: period === 'day' ? undefined : period } })}
      loading={loading}
    >
      <AppleGame userUuid={user?.uuid ?? null} online={online} onScored={refresh} />
    </GameLayout>
  );
}
