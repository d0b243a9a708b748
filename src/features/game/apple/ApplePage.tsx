import type { GamePeriod } from '../../../contract/game';
import { loadGameLeaderboard } from '../GameLayout';
import { VerifiedGamePage } from '../VerifiedGamePage';
import { AppleGame } from './AppleGame';

/** The route's loader: the leaderboard of the period, kept so it opens offline. */
export const loadAppleLeaderboard = (period: GamePeriod, cause: 'enter' | 'stay' | 'preload') =>
  loadGameLeaderboard('apple', period, cause);

/** `/game/apple`: the apple game (사과 게임) and its leaderboards. */
export function ApplePage() {
  return (
    <VerifiedGamePage
      routeId="/main/game/apple"
      title="사과 게임"
      intro="합이 10이 되는 사과를 드래그로 묶어 없애요. 점수는 서버가 게임 기록을 다시 해 보고 확인한 것만 순위에 올라요."
      Game={AppleGame}
    />
  );
}
