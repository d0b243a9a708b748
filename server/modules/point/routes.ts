import type { FastifyInstance } from 'fastify';
import { apiRoutes, MANAGER_OR_HIGHER, PointAdjustInput, type PointBalance } from '../../../src/contract';
import { notFound, parseInput } from '../../lib/http-error';
import { requireRole, requireUser } from '../../plugins/auth';

export async function pointRoutes(app: FastifyInstance) {
  const { points } = app;

  app.get(apiRoutes.mePoint, async (req): Promise<PointBalance> => {
    const { user } = await requireUser(req);
    const point = await points.balance(user.uuid);
    if (point === undefined) throw notFound('회원을 찾을 수 없습니다.');
    return { point };
  });

  app.post(apiRoutes.userPoint, async (req): Promise<PointBalance> => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(PointAdjustInput, req.body);
    if ((await points.balance(input.userUuid)) === undefined) throw notFound('회원을 찾을 수 없습니다.');
    const { point } = await points.change({
      userUuid: input.userUuid,
      type: input.type,
      amount: input.amount,
      reason: 'ADMIN_ADJUST',
      memo: input.memo,
      actorUuid: staff.uuid,
      idempotencyKey: input.idempotencyKey,
    });
    return { point };
  });
}
