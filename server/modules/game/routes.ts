import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../../src/contract';
import {
  type GameLeaderboard,
  GameLeaderboardQuery,
  GameScoreInput,
  type GameScoreResult,
  type GameSeed,
  GameSeedInput,
} from '../../../src/contract/game';
import { parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import type { GamePlays } from './plays';

/** `/game/*`'s calls: a seed for the next game, a game's log for its verified score, the leaderboards. */
export function gameRoutes(plays: GamePlays) {
  return async (app: FastifyInstance) => {
    app.post(apiRoutes.gameSeed, async (req): Promise<GameSeed> => {
      const { user } = await requireUser(req);
      const { gameId } = parseInput(GameSeedInput, req.body);
      return plays.issue(user.uuid, gameId);
    });

    app.post(apiRoutes.gameScore, async (req): Promise<GameScoreResult> => {
      const { user } = await requireUser(req);
      return plays.submit(user.uuid, parseInput(GameScoreInput, req.body));
    });

    app.get(apiRoutes.gameLeaderboard, async (req): Promise<GameLeaderboard> => {
      const auth = await req.auth();
      const { gameId, period } = parseInput(GameLeaderboardQuery, req.query);
      return plays.leaderboard(gameId, period, auth?.user.uuid ?? null);
    });
  };
}
