import type { FastifyInstance } from 'fastify';
import { rankingEndpoints as api, RANK_LIST_SIZE } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { periodStart } from '../../lib/rank-period';
import { requireUser } from '../../plugins/auth';

/** `/rank/point` and `/rank/donation` (`rankingEndpoints`): the list and the caller's own line. */
export async function rankRoutes(app: FastifyInstance) {
  const { rankRepository: ranks } = app;

  route(app, api.points, async (req) => {
    const { user } = await requireUser(req);
    const { period } = req.query;
    const since = periodStart(period);
    const rows = await ranks.points(since, user.uuid);
    return {
      period,
      since: since?.toISOString() ?? null,
      entries: rows.filter((r) => r.position <= RANK_LIST_SIZE),
      me: rows.find((r) => r.userUuid === user.uuid) ?? null,
    };
  });

  route(app, api.donations, async (req) => {
    const { user } = await requireUser(req);
    const { period } = req.query;
    const since = periodStart(period);
    const soopId = user.afreecatvUserId?.toLowerCase() ?? null;
    const rows = await ranks.donations(since, soopId);
    return {
      period,
      since: since?.toISOString() ?? null,
      entries: rows.filter((r) => r.position <= RANK_LIST_SIZE),
      me: (soopId && rows.find((r) => r.soopUserId === soopId)) || null,
    };
  });
}
