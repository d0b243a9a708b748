import type { FastifyInstance } from 'fastify';
import {
  apiRoutes,
  MANAGER_OR_HIGHER,
  type PointAdjustRules,
  type PointBalance,
  type PointStat,
  pointAdjustInput,
  SELF_POINT_ADJUST_MESSAGE,
  SendPointInput,
} from '../../../src/contract';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { hasAnyRole, requireLinkedMember, requireRole, requireUser } from '../../plugins/auth';
import type { SessionUser } from '../user/sessions';
import { readPointStat } from './stat';
import { sendPoints } from './transfer';

const noMember = () => notFound('회원을 찾을 수 없습니다.');
const pointWords = (point: number) => `${point.toLocaleString('ko-KR')}P`;

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

  /** The caller's cap for one adjustment: an admin's, or a manager's. */
  const capOf = (staff: SessionUser) =>
    hasAnyRole(staff, ['ADMIN']) ? config.staffPointCaps.ADMIN : config.staffPointCaps.MANAGER;

  app.get(apiRoutes.userPoint, async (req): Promise<PointAdjustRules> => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    return { cap: capOf(staff), caps: config.staffPointCaps };
  });

  app.post(apiRoutes.userPoint, async (req): Promise<PointBalance> => {
    const { user: staff } = await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(pointAdjustInput(capOf(staff)), req.body);
    // Never one's own balance: a change whose maker is also the one it pays has nobody else
    // behind it, so another staff member makes it (and the record names them).
    if (input.userUuid === staff.uuid) throw new HttpError(403, SELF_POINT_ADJUST_MESSAGE, 'userUuid');
    if (!(await points.totals(input.userUuid))) throw noMember();
    const { point, earned } = await points.transaction(async (tx, { pay }) => {
      const moved = await pay({
        userUuid: input.userUuid,
        type: input.type,
        amount: input.amount,
        reason: 'ADMIN_ADJUST',
        memo: input.memo,
        actorUuid: staff.uuid,
        idempotencyKey: input.idempotencyKey,
      });
      // A retried request changed nothing this time: its first answer was recorded.
      if (!moved.replayed)
        await app.audit.record(tx, {
          actorUuid: staff.uuid,
          action: 'POINT_ADJUST',
          target: { type: 'user', id: input.userUuid },
          summary: `${pointWords(input.amount)} ${input.type === 'C' ? '지급' : '차감'} · 잔액 ${pointWords(moved.point)}`,
          detail: { type: input.type, amount: input.amount, balanceAfter: moved.point },
          memo: input.memo,
        });
      return moved;
    });
    return { point, earned };
  });

  app.post(
    apiRoutes.sendPoint,
    { config: { writeLimit: 'pointSend' } },
    async (req): Promise<PointBalance> => {
      // Only the sender must be linked: what is sent was earned by a linked member, and an
      // unlinked receiver can spend it on no event until they link too.
      const { user } = await requireLinkedMember(req);
      const input = parseInput(SendPointInput, req.body);
      const { point, earned } = await points.transaction((tx, work) =>
        sendPoints(tx, work, user, input, config.points.sendDailyCap),
      );
      return { point, earned };
    },
  );
}
