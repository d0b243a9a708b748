import type { FastifyInstance } from 'fastify';
import { apiRoutes, type MemberBadgeList, MemberBadgeQuery, RightIconInput } from '../../../src/contract';
import { notFound, parseInput } from '../../lib/http-error';
import { requireRole } from '../../plugins/auth';
import { readBadges, setRight } from './badges';

/** Rank icons beside names (anyone may read them) and the right icons admins grant. */
export async function rankRoutes(app: FastifyInstance) {
  const { db, points } = app;

  app.get(apiRoutes.memberBadges, async (req): Promise<MemberBadgeList> => {
    const { uuid } = parseInput(MemberBadgeQuery, req.query);
    return { badges: await readBadges(db, [...new Set(uuid)]) };
  });

  app.put(apiRoutes.rightIcon, async (req): Promise<MemberBadgeList> => {
    const { user: admin } = await requireRole(req, ['ADMIN']);
    const input = parseInput(RightIconInput, req.body);
    if (!(await points.totals(input.userUuid))) throw notFound('회원을 찾을 수 없습니다.');
    await setRight(db, input, admin.uuid);
    return { badges: await readBadges(db, [input.userUuid]) };
  });
}
