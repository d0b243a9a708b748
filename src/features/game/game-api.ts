import { apiPath } from '../../contract';
import {
  type GameId,
  GameLeaderboard,
  type GamePeriod,
  type GameScoreInput,
  GameScoreResult,
  GameSeed,
} from '../../contract/game';
import { http } from '../../data/http';

/** The game pages' calls; quiet ones leave the failure to the caller (a kept answer or the queue). */
export const gameApi = {
  seed: (gameId: GameId) =>
    http.post(apiPath('gameSeed'), { json: { gameId }, schema: GameSeed, suppressAlert: true }),
  submit: (input: GameScoreInput) =>
    http.post(apiPath('gameScore'), { json: input, schema: GameScoreResult, suppressAlert: true }),
  leaderboard: (gameId: GameId, period: GamePeriod, quiet = false) =>
    http.get(`${apiPath('gameLeaderboard')}?gameId=${gameId}&period=${period}`, {
      schema: GameLeaderboard,
      suppressAlert: quiet,
    }),
};
