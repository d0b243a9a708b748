import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { STAFF_ACTION_KINDS, STAFF_TARGET_TYPES } from './audit-kinds';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { STAFF_ACTION_READERS } from './roles';

/**
 * The record of staff actions (issue 27, issue 31 "Staff action record"): who did what to which
 * member, board, post or comment, when and why. The server writes each row in the transaction of
 * the action it records, so a row exists exactly when its action does; admins read and filter it
 * at `/admin/staff-action`. Moderation (issue 31) adds its kinds and targets to `./audit-kinds`
 * and their names here.
 */

export { STAFF_ACTION_KINDS, STAFF_TARGET_TYPES } from './audit-kinds';

export const StaffActionKind = z.enum(STAFF_ACTION_KINDS);
export type StaffActionKind = z.infer<typeof StaffActionKind>;

/** How the admin page names each kind. */
export const staffActionNames: Record<StaffActionKind, string> = {
  POINT_ADJUST: '포인트 조정',
  ROLE_GRANT: '권한 부여',
  ROLE_REVOKE: '권한 회수',
  BOARD_CREATE: '게시판 생성',
  BOARD_UPDATE: '게시판 수정',
  BOARD_DELETE: '게시판 삭제',
  POST_EDIT: '회원 글 수정',
  POST_DELETE: '회원 글 삭제',
  COMMENT_DELETE: '회원 댓글 삭제',
  BLACKLIST_ADD: '글쓰기 제한',
  BLACKLIST_REMOVE: '글쓰기 제한 해제',
  SOOP_BLACKLIST_ADD: 'SOOP 아이디 차단',
  SOOP_BLACKLIST_REMOVE: 'SOOP 아이디 차단 해제',
  POINT_DROP_CREATE: '포인트 드롭 시작',
  CLAIM_CODE_CREATE: '포인트 코드 생성',
};

export const StaffTargetType = z.enum(STAFF_TARGET_TYPES);
export type StaffTargetType = z.infer<typeof StaffTargetType>;

export const staffTargetNames: Record<StaffTargetType, string> = {
  user: '회원',
  board: '게시판',
  post: '글',
  comment: '댓글',
  soopId: 'SOOP 아이디',
  pointDrop: '포인트 드롭',
  claimCode: '포인트 코드',
};

/** The facts of one action for machines (amounts, ids, changed fields); `summary` says them in Korean. */
export const StaffActionDetail = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())]),
);
export type StaffActionDetail = z.infer<typeof StaffActionDetail>;

/** A staff member as the record names them (their name now; the row keeps their uuid). */
export const StaffActor = z.object({ uuid: z.string(), nickname: z.string(), username: z.string() });
export type StaffActor = z.infer<typeof StaffActor>;

export const StaffAction = z.object({
  id: z.string(),
  actor: StaffActor,
  action: StaffActionKind,
  targetType: StaffTargetType,
  targetId: z.string(),
  /** The target's name when the action was done (a nickname, a board's name, a post's title). */
  targetLabel: z.string(),
  /** What was done, in Korean: "5,000P 지급 · 잔액 12,000P". */
  summary: z.string(),
  detail: StaffActionDetail,
  /** Why, as staff wrote it; empty when the action asks for no reason. */
  memo: z.string(),
  createdAt: isoDate,
});
export type StaffAction = z.infer<typeof StaffAction>;

/** A Seoul calendar day, `YYYY-MM-DD`. */
const SeoulDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜를 확인해 주세요.');

export const STAFF_ACTION_PAGE_SIZE = 30;

/**
 * `GET /api/v1/admin/staff-action`: one page of the record, newest first, narrowed by who did it,
 * the kind, the target and the Seoul days `from` to `to` (both included).
 */
export const StaffActionQuery = z
  .object({
    actor: z.string().uuid('담당자를 찾을 수 없습니다.').optional(),
    action: StaffActionKind.optional(),
    targetType: StaffTargetType.optional(),
    targetId: z.string().trim().min(1).max(100).optional(),
    from: SeoulDay.optional(),
    to: SeoulDay.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: '시작일이 종료일보다 늦습니다.',
    path: ['from'],
  });
export type StaffActionQuery = z.input<typeof StaffActionQuery>;

export const StaffActionPage = z.object({
  data: z.array(StaffAction),
  /** Rows matching the filter, over every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Everyone who has a row in the record, for the 담당자 filter. */
  actors: z.array(StaffActor),
});
export type StaffActionPage = z.infer<typeof StaffActionPage>;

/** The record, for admins only (`STAFF_ACTION_READERS`): paged and filtered by the server. */
export const staffActionEndpoints = {
  page: endpoint({
    method: 'GET',
    path: apiRoutes.adminStaffActions,
    access: STAFF_ACTION_READERS,
    summary: '운영 기록 (담당자·종류·대상·기간으로 거르기)',
    query: StaffActionQuery,
    response: StaffActionPage,
  }),
};
