import { gameEndpoints as api, type GameId, type GamePeriod, type GameScoreInput } from '../../contract/game';
import { http } from '../../data/http';

/** The game pages' calls (`gameEndpoints`); quiet ones leave the failure to the caller (a kept answer or the queue). */
export const gameApi = {
  seed: (gameId: GameId) => http.call(api.seed, { body: { gameId } }, { suppressAlert: true }),
  submit: (input: GameScoreInput) => http.call(api.score, { body: input }, { suppressAlert: true }),
  leaderboard: (gameId: GameId, period: GamePeriod, quiet = false) =>
    http.call(api.leaderboard, { query: { gameId, period } }, { suppressAlert: quiet }),
};
