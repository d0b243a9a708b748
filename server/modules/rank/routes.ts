import type { FastifyInstance } from 'fastify';
import {
  apiRoutes,
  type DonationRanking,
  type PointRanking,
  RANK_LIST_SIZE,
  RankQuery,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { periodStart } from '../../lib/rank-period';
import { requireUser } from '../../plugins/auth';

/** `/rank/point` and `/rank/donation` (members only, as their pages): the list and the caller's own line. */
export async function rankRoutes(app: FastifyInstance) {
  const { rankRepository: ranks } = app;

  app.get(apiRoutes.pointRank, async (req): Promise<PointRanking> => {
    const { user } = await requireUser(req);
    const { period } = parseInput(RankQuery, req.query);
    const since = periodStart(period);
    const rows = await ranks.points(since, user.uuid);
    return {
      period,
      since: since?.toISOString() ?? null,
      entries: rows.filter((r) => r.position <= RANK_LIST_SIZE),
      me: rows.find((r) => r.userUuid === user.uuid) ?? null,
    };
  });

  app.get(apiRoutes.donationRank, async (req): Promise<DonationRanking> => {
    const { user } = await requireUser(req);
    const { period } = parseInput(RankQuery, req.query);
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
