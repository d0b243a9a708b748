import type { FastifyInstance } from 'fastify';
import { excelEndpoints as api, RANK_LIST_SIZE } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { periodStart } from '../../lib/rank-period';
import { requireUser } from '../../plugins/auth';
import type { ExcelSignatures } from './signatures';

/** `/excel/signature` (public list, EXCEL users edit), `/rank/excel-donation` (members) and `/rank/signature` (public). */
export function signatureRoutes(signatures: ExcelSignatures) {
  return async (app: FastifyInstance) => {
    route(app, api.signatures, async () => ({ data: await signatures.list() }));

    route(app, api.saveSignatures, async (req) =>
      signatures.replace(req.params.stationUserId, req.body.numbers),
    );

    route(app, api.donationRank, async (req) => {
      const { user } = await requireUser(req);
      const { period } = req.query;
      const since = periodStart(period);
      const soopId = user.afreecatvUserId?.toLowerCase() ?? null;
      const rows = await signatures.excelDonations(since, soopId);
      return {
        period,
        since: since?.toISOString() ?? null,
        entries: rows.filter((r) => r.position <= RANK_LIST_SIZE),
        me: (soopId && rows.find((r) => r.soopUserId === soopId)) || null,
      };
    });

    route(app, api.signatureRank, async (req) => {
      const { period } = req.query;
      const since = periodStart(period);
      return { period, since: since?.toISOString() ?? null, entries: await signatures.signatureHits(since) };
    });
  };
}
