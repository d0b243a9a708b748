import type { FastifyInstance } from 'fastify';
import { rouletteEndpoints as api } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';
import type { Roulette } from './roulette';

/** `/event/roulette`'s calls (`rouletteEndpoints`): the member's seed and history, a spin, a seed rotation. */
export function rouletteRoutes(roulette: Roulette) {
  return async (app: FastifyInstance) => {
    route(app, api.state, async (req) => {
      const { user } = await requireUser(req);
      return roulette.state(user.uuid);
    });

    route(
      app,
      api.spin,
      async (req) => {
        const { user } = await requireUser(req);
        return roulette.spin(user.uuid, req.body.idempotencyKey);
      },
      { config: { writeLimit: 'event' } },
    );

    route(
      app,
      api.rotate,
      async (req) => {
        const { user } = await requireUser(req);
        return roulette.rotate(user.uuid, req.body.clientSeed);
      },
      { config: { writeLimit: 'event' } },
    );
  };
}
