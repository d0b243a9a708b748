import type { FastifyInstance } from 'fastify';
import { apiRoutes, type CheckInRank, type CheckInResult, type CheckInStatus } from '../../../src/contract';
import { requireLinkedMember, requireUser } from '../../plugins/auth';
import { checkIn, readCheckInRank, readCheckInStatus } from './check-in';

/** The daily check-in (SPEC section 7) and its rank page. */
export async function checkInRoutes(app: FastifyInstance) {
  const { db, points, config } = app;

  app.get(apiRoutes.meCheckIn, async (req): Promise<CheckInStatus> => {
    const { user } = await requireUser(req);
    return readCheckInStatus(db, user.uuid, config.points.checkIn);
  });

  app.post(apiRoutes.meCheckedIn, async (req): Promise<CheckInResult> => {
    const { user } = await requireLinkedMember(req);
    return points.transaction((tx, work) => checkIn(tx, work, user.uuid, config.points.checkIn));
  });

  app.get(apiRoutes.checkInRank, async (req): Promise<CheckInRank> => {
    await requireUser(req);
    return readCheckInRank(db);
  });
}
