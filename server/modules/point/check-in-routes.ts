import type { FastifyInstance } from 'fastify';
import { checkInEndpoints as api } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';
import { checkIn, readCheckInRank, readCheckInStatus } from './check-in';

/** The daily check-in (SPEC section 7) and its rank page (`checkInEndpoints`). */
export async function checkInRoutes(app: FastifyInstance) {
  const { db, points, config } = app;

  route(app, api.status, async (req) => {
    const { user } = await requireUser(req);
    return readCheckInStatus(db, user.uuid, config.points.checkIn);
  });

  route(app, api.checkIn, async (req) => {
    const { user } = await requireUser(req);
    return points.transaction((tx, work) => checkIn(tx, work, user.uuid, config.points.checkIn));
  });

  route(app, api.rank, () => readCheckInRank(db));
}
