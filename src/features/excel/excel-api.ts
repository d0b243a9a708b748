import {
  excelEndpoints as api,
  type ExcelCorrectionInput,
  type ExcelSessionInput,
  type RankPeriod,
  type SignatureInput,
} from '../../contract';
import { http } from '../../data/http';

/** The excel pages' calls (`excelEndpoints`); reads are quiet when a kept answer can stand in (the page shows the stale mark). */
export const excelApi = {
  sessions: (quiet = false) => http.call(api.sessions, {}, { suppressAlert: quiet }),
  board: (id: string, quiet = false) => http.call(api.board, { params: { id } }, { suppressAlert: quiet }),
  adminList: (quiet = false) => http.call(api.adminList, {}, { suppressAlert: quiet }),
  adminDetail: (id: string, quiet = false) =>
    http.call(api.adminDetail, { params: { id } }, { suppressAlert: quiet }),
  create: (input: ExcelSessionInput) => http.call(api.create, { body: input }),
  update: (id: string, input: ExcelSessionInput) => http.call(api.update, { params: { id }, body: input }),
  nextRound: (id: string, title: string) => http.call(api.nextRound, { params: { id }, body: { title } }),
  correct: (id: string, input: ExcelCorrectionInput) =>
    http.call(api.correct, { params: { id }, body: input }),
  close: (id: string) => http.call(api.close, { params: { id } }),
  signatures: (quiet = false) => http.call(api.signatures, {}, { suppressAlert: quiet }),
  saveSignatures: (stationUserId: string, input: SignatureInput) =>
    http.call(api.saveSignatures, { params: { stationUserId }, body: input }),
  donationRank: (period: RankPeriod, quiet = false) =>
    http.call(api.donationRank, { query: { period } }, { suppressAlert: quiet }),
  signatureRank: (period: RankPeriod, quiet = false) =>
    http.call(api.signatureRank, { query: { period } }, { suppressAlert: quiet }),
};
