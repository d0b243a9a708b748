import type { FastifyInstance } from 'fastify';
import {
  apiRoutes,
  MANAGER_OR_HIGHER,
  PointAdjustInput,
  type PointBalance,
  type PointStat,
  SendPointInput,
} from '../../../src/contract';
import { notFound, parseInput } from '../../lib/http-error';
import { requireRole, requireUser } from '../../plugins/auth';
import { readPointStat } from './stat';
import { sendPoints } from './transfer';

const noMember = () => notFound('회원을 찾을 수 없습니다.');

/** The balance, the summary, staff adjustments and member-to-member transfers. */
export async function pointRoutes(app: FastifyInstance) {
  const { db, points, config } = app;

  app.get(apiRoutes.mePoint, async (req): Promise<PointBalance> => {
    const { user } = await requireUser(req);
    const totals = await points.totals(user.uuid);
    if (!totals) throw noMember();
    return totals;
  });

  app.get(apiRoutes.mePointStat, async (req): Promise<PointStat> => {
    const { user } = await requireUser(req);
    const totals = await points.totals(user.uuid);
    if (!totals) throw noMember();
    return readPointStat(db, user.uuid, totals);
  });

  app.post(apiRoutes.userPoint, async (req): Promise<PointBalance> => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(PointAdjustInput, req.body);
    if (!(await points.totals(input.userUuid))) throw noMember();
    const { point, earned } = await points.change({
      userUuid: input.userUuid,
      type: input.type,
      amount: input.amount,
      reason: 'ADMIN_ADJUST',
      memo: input.memo,
      actorUuid: staff.uuid,
      idempotencyKey: input.idempotencyKey,
    });
    return { point, earned };
  });

  app.post(
    apiRoutes.sendPoint,
    { config: { writeLimit: 'pointSend' } },
    async (req): Promise<PointBalance> => {
      const { user } = await requireUser(req);
      const input = parseInput(SendPointInput, req.body);
      const { point, earned } = await points.transaction((tx, work) =>
        sendPoints(tx, work, user, input, config.points.sendDailyCap),
      );
      return { point, earned };
    },
  );
}
