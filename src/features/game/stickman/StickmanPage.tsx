import { getRouteApi, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSession } from '../../../app/hooks/use-session';
import { useOnline } from '../../../app/runtime/use-online';
import type { GamePeriod } from '../../../contract/game';
import { GameLayout, loadGameLeaderboard } from '../GameLayout';
import { StickmanGame } from './StickmanGame';

/** The route's loader: the leaderboard of the period, kept so it opens offline. */
export const loadStickmanLeaderboard = (period: GamePeriod, cause: 'enter' | 'stay' | 'preload') =>
  loadGameLeaderboard('stickman', period, cause);

const route = getRouteApi('/main/game/stickmanpoop');

/** `/game/stickmanpoop`: stickman poop (똥 피하기) and its leaderboards. */
export function StickmanPage() {
  const leaderboard = route.useLoaderData();
  const navigate = route.useNavigate();
  const router = useRouter();
  const loading = useRouterState({ select: (state) => state.isLoading });
  const { user } = useSession();
  const online = useOnline();
  const refresh = useCallback(() => void router.invalidate(), [router]);

  return (
    <GameLayout
      title="똥 피하기"
      intro="떨어지는 똥을 최대한 오래 피하세요. 점수는 서버가 게임 기록을 다시 해 보고 확인한 것만 순위에 올라요."
      leaderboard={leaderboard}
      onPeriod={(period) => void navigate({ search: { period: period === 'day' ? undefined : period } })}
      loading={loading}
    >
      <StickmanGame userUuid={user?.uuid ?? null} online={online} onScored={refresh} />
    </GameLayout>
  );
}
