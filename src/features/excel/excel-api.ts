import {
  apiPath,
  DonationRanking,
  ExcelAdminDetail,
  ExcelAdminList,
  ExcelBoard,
  type ExcelCorrectionInput,
  ExcelSession,
  type ExcelSessionInput,
  ExcelSessionList,
  MemberSignatures,
  type RankPeriod,
  type SignatureInput,
  SignatureList,
  SignatureRanking,
} from '../../contract';
import { http } from '../../data/http';

/** The excel pages' calls; reads are quiet when a kept answer can stand in (the page shows the stale mark). */
export const excelApi = {
  sessions: (quiet = false) =>
    http.get(apiPath('excelSessions'), { schema: ExcelSessionList, suppressAlert: quiet }),
  board: (id: string, quiet = false) =>
    http.get(apiPath('excelBoard', { id }), { schema: ExcelBoard, suppressAlert: quiet }),
  adminList: (quiet = false) =>
    http.get(apiPath('adminExcel'), { schema: ExcelAdminList, suppressAlert: quiet }),
  adminDetail: (id: string, quiet = false) =>
    http.get(apiPath('adminExcelDetail', { id }), { schema: ExcelAdminDetail, suppressAlert: quiet }),
  create: (input: ExcelSessionInput) =>
    http.post(apiPath('excelCreate'), { json: input, schema: ExcelSession }),
  update: (id: string, input: ExcelSessionInput) =>
    http.put(apiPath('excelUpdate', { id }), { json: input, schema: ExcelSession }),
  nextRound: (id: string, title: string) =>
    http.post(apiPath('excelRound', { id }), { json: { title }, schema: ExcelSession }),
  correct: (id: string, input: ExcelCorrectionInput) =>
    http.post(apiPath('excelCorrection', { id }), { json: input, schema: ExcelSession }),
  close: (id: string) => http.post(apiPath('excelClose', { id }), { schema: ExcelSession }),
  signatures: (quiet = false) =>
    http.get(apiPath('excelSignatures'), { schema: SignatureList, suppressAlert: quiet }),
  saveSignatures: (stationUserId: string, input: SignatureInput) =>
    http.put(apiPath('excelSignature', { stationUserId }), { json: input, schema: MemberSignatures }),
  donationRank: (period: RankPeriod, quiet = false) =>
    http.get(`${apiPath('excelDonationRank')}?period=${period}`, {
      schema: DonationRanking,
      suppressAlert: quiet,
    }),
  signatureRank: (period: RankPeriod, quiet = false) =>
    http.get(`${apiPath('signatureRank')}?period=${period}`, {
      schema: SignatureRanking,
      suppressAlert: quiet,
    }),
};
