import type { FastifyInstance } from 'fastify';
import { badgeEndpoints as api } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { notFound } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { readBadges, setRight } from './badges';

/** Rank icons beside names (anyone may read them) and the right icons admins grant (`badgeEndpoints`). */
export async function rankRoutes(app: FastifyInstance) {
  const { db, points } = app;

  route(app, api.badges, async (req) => ({ badges: await readBadges(db, [...new Set(req.query.uuid)]) }));

  route(app, api.setRightIcon, async (req) => {
    const { user: admin } = await requireUser(req);
    const input = req.body;
    if (!(await points.totals(input.userUuid))) throw notFound('회원을 찾을 수 없습니다.');
    await setRight(db, input, admin.uuid);
    return { badges: await readBadges(db, [input.userUuid]) };
  });
}
