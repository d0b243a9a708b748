import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { DonationRanking, RankPeriod, RankQuery } from './ranking';
import { EXCEL_STAFF } from './roles';

/**
 * Excel broadcast (엑셀 방송, PRODUCT.md "Events on stream"): each member of a session is a crew
 * station; the star balloons (별풍선) the SOOP adapter reads for that station while a round runs
 * count for that member in that round, once per gift (the platform's gift id). EXCEL users,
 * managers and admins run the sessions and correct counts with a reason.
 */

export const ExcelStatus = z.enum(['OPEN', 'CLOSED']);
export type ExcelStatus = z.infer<typeof ExcelStatus>;
export const excelStatusNames: Record<ExcelStatus, string> = { OPEN: '진행 중', CLOSED: '종료' };

export const ExcelSession = z.object({
  id: z.string(),
  title: z.string(),
  status: ExcelStatus,
  createdAt: isoDate,
  closedAt: isoDate.nullable(),
  /** Grows with every change of the board: of two messages, the higher is the newer. */
  version: z.number().int(),
});
export type ExcelSession = z.infer<typeof ExcelSession>;

export const ExcelRound = z.object({
  id: z.string(),
  no: z.number().int(),
  title: z.string(),
  startedAt: isoDate,
  endedAt: isoDate.nullable(),
});
export type ExcelRound = z.infer<typeof ExcelRound>;

/** One member's row of the board: balloons per round (in the rounds' order), total and rank. */
export const ExcelMemberLine = z.object({
  id: z.string(),
  stationUserId: z.string(),
  nick: z.string(),
  rounds: z.array(z.number().int()),
  total: z.number().int(),
  rank: z.number().int(),
  /** Rank by the rounds before the running one; null in the first round. */
  previousRank: z.number().int().nullable(),
});
export type ExcelMemberLine = z.infer<typeof ExcelMemberLine>;

/** `GET /api/v1/p/excel/{id}` and every `/topic/excel/{id}/count` message: the whole board. */
export const ExcelBoard = z.object({
  session: ExcelSession,
  rounds: z.array(ExcelRound),
  members: z.array(ExcelMemberLine),
  total: z.number().int(),
});
export type ExcelBoard = z.infer<typeof ExcelBoard>;

/** `GET /api/v1/p/excel`: running sessions first, then the latest closed ones. */
export const ExcelSessionList = z.object({ data: z.array(ExcelSession) });
export type ExcelSessionList = z.infer<typeof ExcelSessionList>;

/** `/topic/excel`: a session was created, changed (members, rounds) or closed. */
export const ExcelEvent = z.object({ type: z.enum(['create', 'update', 'close']), data: ExcelSession });
export type ExcelEvent = z.infer<typeof ExcelEvent>;

const Title = z.string().trim().min(1, '제목을 입력해 주세요.').max(40, '제목은 40자까지 쓸 수 있어요.');
const StationIds = z
  .array(z.string().min(1).max(40))
  .min(1, '멤버를 한 명 이상 골라 주세요.')
  .max(20, '멤버는 20명까지 넣을 수 있어요.')
  .refine((ids) => new Set(ids).size === ids.length, '같은 멤버를 두 번 넣을 수 없어요.');

/** `POST /api/v1/excel` and `PUT /api/v1/excel/{id}`: the title and the members' crew stations in board order. */
export const ExcelSessionInput = z.object({ title: Title, stationUserIds: StationIds });
export type ExcelSessionInput = z.infer<typeof ExcelSessionInput>;

/** `POST /api/v1/excel/{id}/round`: ends the running round, if any, and starts the next. */
export const ExcelRoundInput = z.object({
  title: z.string().trim().max(40, '제목은 40자까지 쓸 수 있어요.').default(''),
});
export type ExcelRoundInput = z.infer<typeof ExcelRoundInput>;

/** `POST /api/v1/excel/{id}/correction`: balloons added (or, negative, taken) by hand, with why. */
export const ExcelCorrectionInput = z.object({
  memberId: z.string().uuid('멤버를 골라 주세요.'),
  roundId: z.string().uuid('라운드를 골라 주세요.'),
  delta: z
    .number({ error: '개수를 숫자로 입력해 주세요.' })
    .int('개수는 정수로 입력해 주세요.')
    .min(-1_000_000, '한 번에 100만 개까지 고칠 수 있어요.')
    .max(1_000_000, '한 번에 100만 개까지 고칠 수 있어요.')
    .refine((n) => n !== 0, '0개는 고칠 것이 없어요.'),
  reason: z.string().trim().min(2, '사유를 2자 이상 적어 주세요.').max(200, '사유는 200자까지 쓸 수 있어요.'),
  idempotencyKey: z.string().uuid(),
});
export type ExcelCorrectionInput = z.infer<typeof ExcelCorrectionInput>;

export const ExcelCorrection = z.object({
  id: z.string(),
  memberNick: z.string(),
  roundNo: z.number().int(),
  delta: z.number().int(),
  reason: z.string(),
  byNickname: z.string(),
  createdAt: isoDate,
});
export type ExcelCorrection = z.infer<typeof ExcelCorrection>;

/** A crew station that can sit in a session. */
export const ExcelStation = z.object({ stationUserId: z.string(), nick: z.string() });
export type ExcelStation = z.infer<typeof ExcelStation>;

/** `GET /api/v1/admin/excel`: every session and the crew stations to pick members from. */
export const ExcelAdminList = z.object({ sessions: z.array(ExcelSession), stations: z.array(ExcelStation) });
export type ExcelAdminList = z.infer<typeof ExcelAdminList>;

/** `GET /api/v1/admin/excel/{id}`: the board, its corrections (newest first) and the crew stations. */
export const ExcelAdminDetail = z.object({
  board: ExcelBoard,
  corrections: z.array(ExcelCorrection),
  stations: z.array(ExcelStation),
});
export type ExcelAdminDetail = z.infer<typeof ExcelAdminDetail>;

/** A signature (시그니처): a balloon count that triggers the member's signature act. */
export const SignatureNumber = z.object({
  count: z.number().int().min(1, '1개 이상이어야 해요.').max(1_000_000, '100만 개까지 정할 수 있어요.'),
  title: z.string().trim().min(1, '이름을 입력해 주세요.').max(30, '이름은 30자까지 쓸 수 있어요.'),
});
export type SignatureNumber = z.infer<typeof SignatureNumber>;

export const MemberSignatures = z.object({
  stationUserId: z.string(),
  nick: z.string(),
  numbers: z.array(SignatureNumber),
});
export type MemberSignatures = z.infer<typeof MemberSignatures>;

/** `GET /api/v1/p/excel/signature`: every crew member's signatures, by count. */
export const SignatureList = z.object({ data: z.array(MemberSignatures) });
export type SignatureList = z.infer<typeof SignatureList>;

/** `PUT /api/v1/excel/signature/{stationUserId}`: the member's whole list (counts unique). */
export const SignatureInput = z.object({
  numbers: z
    .array(SignatureNumber)
    .max(50, '시그니처는 50개까지 정할 수 있어요.')
    .refine(
      (list) => new Set(list.map((n) => n.count)).size === list.length,
      '같은 개수를 두 번 쓸 수 없어요.',
    ),
});
export type SignatureInput = z.infer<typeof SignatureInput>;

/** One giver in `/rank/signature`: how many gifts hit a member's signature number. */
export const SignatureRankEntry = z.object({
  position: z.number().int(),
  soopUserId: z.string(),
  nickname: z.string(),
  userUuid: z.string().uuid().nullable(),
  signatures: z.number().int(),
});
export type SignatureRankEntry = z.infer<typeof SignatureRankEntry>;

/** `GET /api/v1/p/rank/signature` (public). */
export const SignatureRanking = z.object({
  period: RankPeriod,
  since: isoDate.nullable(),
  entries: z.array(SignatureRankEntry),
});
export type SignatureRanking = z.infer<typeof SignatureRanking>;

/** Sessions are keyed by uuid: anything else is no session (a 400, never a database error). */
export const ExcelSessionParam = z.object({ id: z.string().uuid('엑셀 방송을 찾을 수 없어요.') });

/** A member's signatures are keyed by their crew station's SOOP id. */
export const SignatureStationParam = z.object({ stationUserId: z.string().min(1).max(40) });

/** `/event/excel`'s board (public, as the page), `/admin/excel`'s writes (EXCEL users and staff) and the signature rankings. */
export const excelEndpoints = {
  sessions: endpoint({
    method: 'GET',
    path: apiRoutes.excelSessions,
    access: 'public',
    summary: '엑셀 방송 목록 (진행 중인 방송 먼저)',
    response: ExcelSessionList,
  }),
  board: endpoint({
    method: 'GET',
    path: apiRoutes.excelBoard,
    access: 'public',
    summary: '엑셀 방송 현황판 (라운드별 멤버 별풍선)',
    params: ExcelSessionParam,
    response: ExcelBoard,
  }),
  adminList: endpoint({
    method: 'GET',
    path: apiRoutes.adminExcel,
    access: EXCEL_STAFF,
    summary: '관리용 엑셀 방송 목록과 크루 방송국',
    response: ExcelAdminList,
  }),
  adminDetail: endpoint({
    method: 'GET',
    path: apiRoutes.adminExcelDetail,
    access: EXCEL_STAFF,
    summary: '관리용 엑셀 방송 현황판과 보정 내역',
    params: ExcelSessionParam,
    response: ExcelAdminDetail,
  }),
  create: endpoint({
    method: 'POST',
    path: apiRoutes.excelCreate,
    access: EXCEL_STAFF,
    summary: '엑셀 방송 만들기',
    body: ExcelSessionInput,
    response: ExcelSession,
  }),
  update: endpoint({
    method: 'PUT',
    path: apiRoutes.excelUpdate,
    access: EXCEL_STAFF,
    summary: '엑셀 방송 제목과 멤버 고치기',
    params: ExcelSessionParam,
    body: ExcelSessionInput,
    response: ExcelSession,
  }),
  nextRound: endpoint({
    method: 'POST',
    path: apiRoutes.excelRound,
    access: EXCEL_STAFF,
    summary: '진행 중인 라운드를 끝내고 다음 라운드 시작',
    params: ExcelSessionParam,
    body: ExcelRoundInput,
    response: ExcelSession,
  }),
  correct: endpoint({
    method: 'POST',
    path: apiRoutes.excelCorrection,
    access: EXCEL_STAFF,
    summary: '별풍선 개수 보정 (사유와 함께)',
    params: ExcelSessionParam,
    body: ExcelCorrectionInput,
    response: ExcelSession,
  }),
  close: endpoint({
    method: 'POST',
    path: apiRoutes.excelClose,
    access: EXCEL_STAFF,
    summary: '엑셀 방송 종료',
    params: ExcelSessionParam,
    response: ExcelSession,
  }),
  signatures: endpoint({
    method: 'GET',
    path: apiRoutes.excelSignatures,
    access: 'public',
    summary: '크루 멤버별 시그니처 목록',
    response: SignatureList,
  }),
  saveSignatures: endpoint({
    method: 'PUT',
    path: apiRoutes.excelSignature,
    access: EXCEL_STAFF,
    summary: '멤버의 시그니처 목록 전체 바꾸기',
    params: SignatureStationParam,
    body: SignatureInput,
    response: MemberSignatures,
  }),
  donationRank: endpoint({
    method: 'GET',
    path: apiRoutes.excelDonationRank,
    access: 'member',
    summary: '엑셀 방송 별풍선 순위 (내 순위 포함)',
    query: RankQuery,
    response: DonationRanking,
  }),
  signatureRank: endpoint({
    method: 'GET',
    path: apiRoutes.signatureRank,
    access: 'public',
    summary: '시그니처 달성 순위',
    query: RankQuery,
    response: SignatureRanking,
  }),
};
