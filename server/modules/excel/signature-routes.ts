import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  type DonationRanking,
  EXCEL_STAFF,
  type MemberSignatures,
  RANK_LIST_SIZE,
  RankQuery,
  SignatureInput,
  type SignatureList,
  type SignatureRanking,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { periodStart } from '../../lib/rank-period';
import { requireRole, requireUser } from '../../plugins/auth';
import type { ExcelSignatures } from './signatures';

const StationParam = z.object({ stationUserId: z.string().min(1).max(40) });

/** `/excel/signature` (public list, EXCEL users edit), `/rank/excel-donation` (members) and `/rank/signature` (public). */
export function signatureRoutes(signatures: ExcelSignatures) {
  return async (app: FastifyInstance) => {
    app.get(
      apiRoutes.excelSignatures,
      async (): Promise<SignatureList> => ({ data: await signatures.list() }),
    );

    app.put(apiRoutes.excelSignature, async (req): Promise<MemberSignatures> => {
      await requireRole(req, EXCEL_STAFF);
      const { stationUserId } = parseInput(StationParam, req.params);
      return signatures.replace(stationUserId, parseInput(SignatureInput, req.body).numbers);
    });

    app.get(apiRoutes.excelDonationRank, async (req): Promise<DonationRanking> => {
      const { user } = await requireUser(req);
      const { period } = parseInput(RankQuery, req.query);
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

    app.get(apiRoutes.signatureRank, async (req): Promise<SignatureRanking> => {
      const { period } = parseInput(RankQuery, req.query);
      const since = periodStart(period);
      return { period, since: since?.toISOString() ?? null, entries: await signatures.signatureHits(since) };
    });
  };
}
