import type { GamePeriod } from '../../../contract/game';
import { loadGameLeaderboard } from '../GameLayout';
import { VerifiedGamePage } from '../VerifiedGamePage';
import { StickmanGame } from './StickmanGame';

/** The route's loader: the leaderboard of the period, kept so it opens offline. */
export const loadStickmanLeaderboard = (period: GamePeriod, cause: 'enter' | 'stay' | 'preload') =>
  loadGameLeaderboard('stickman', period, cause);

/** `/game/stickmanpoop`: stickman poop (똥 피하기) and its leaderboards. */
export function StickmanPage() {
  return (
    <VerifiedGamePage
      routeId="/main/game/stickmanpoop"
      title="똥 피하기"
      intro="떨어지는 똥을 최대한 오래 피하세요. 점수는 서버가 게임 기록을 다시 해 보고 확인한 것만 순위에 올라요."
      Game={StickmanGame}
    />
  );
}
