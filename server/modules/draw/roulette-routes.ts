import type { FastifyInstance } from 'fastify';
import {
  apiRoutes,
  RouletteRotateInput,
  type RouletteRotateResult,
  RouletteSpinInput,
  type RouletteSpinResult,
  type RouletteState,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { requireLinkedMember, requireUser } from '../../plugins/auth';
import type { Roulette } from './roulette';

/** `/event/roulette`'s calls: the member's seed and history, a spin, a seed rotation. */
export function rouletteRoutes(roulette: Roulette) {
  return async (app: FastifyInstance) => {
    app.get(apiRoutes.roulette, async (req): Promise<RouletteState> => {
      const { user } = await requireUser(req);
      return roulette.state(user.uuid);
    });

    app.post(
      apiRoutes.rouletteSpin,
      { config: { writeLimit: 'event' } },
      async (req): Promise<RouletteSpinResult> => {
        const { user } = await requireLinkedMember(req);
        const { idempotencyKey } = parseInput(RouletteSpinInput, req.body);
        return roulette.spin(user.uuid, idempotencyKey);
      },
    );

    app.post(
      apiRoutes.rouletteSeed,
      { config: { writeLimit: 'event' } },
      async (req): Promise<RouletteRotateResult> => {
        const { user } = await requireUser(req);
        const { clientSeed } = parseInput(RouletteRotateInput, req.body);
        return roulette.rotate(user.uuid, clientSeed);
      },
    );
  };
}
