import type { FastifyInstance } from 'fastify';
import { gameEndpoints as api } from '../../../src/contract/game';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';
import type { GamePlays } from './plays';

/** `/game/*` (`gameEndpoints`): a seed for the next game, a game's log for its verified score, the leaderboards. */
export function gameRoutes(plays: GamePlays) {
  return async (app: FastifyInstance) => {
    route(app, api.seed, async (req) => {
      const { user } = await requireUser(req);
      return plays.issue(user.uuid, req.body.gameId);
    });

    route(app, api.score, async (req) => {
      const { user } = await requireUser(req);
      return plays.submit(user.uuid, req.body);
    });

    route(app, api.leaderboard, async (req) => {
      const auth = await req.auth();
      const { gameId, period } = req.query;
      return plays.leaderboard(gameId, period, auth?.user.uuid ?? null);
    });
  };
}
