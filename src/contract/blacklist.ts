import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { Done } from './common';
import { endpoint } from './endpoint';
import { MANAGER_OR_HIGHER } from './roles';
import { BoardRole } from './user';

/** `POST /api/v1/user/blacklist`: staff bar members from writing (or lift it). */
export const BlacklistInput = z.object({
  userUuidList: z.array(z.string().uuid('회원을 선택해 주세요.')).min(1, '회원을 선택해 주세요.').max(100),
  blacklisted: z.boolean().default(true),
  reason: z.string().trim().max(200, '사유 항목은 최대 200자 이하여야 합니다.').default(''),
});
export type BlacklistInput = z.input<typeof BlacklistInput>;

const soopUserId = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{3,40}$/, 'SOOP 아이디를 확인해 주세요.');

/** `POST /api/v1/user/soop-blacklist`: SOOP ids barred: their linked members cannot write, nor link them again. */
export const SoopBlacklistInput = z.object({
  userIdList: z.array(soopUserId).min(1, 'SOOP 아이디를 입력해 주세요.').max(100),
  blacklisted: z.boolean().default(true),
  reason: z.string().trim().max(200, '사유 항목은 최대 200자 이하여야 합니다.').default(''),
});
export type SoopBlacklistInput = z.input<typeof SoopBlacklistInput>;

/** What the admin user page shows of one member before changing it. */
export const UserModeration = z.object({
  uuid: z.string().uuid(),
  point: z.number().int(),
  boardRoleList: z.array(BoardRole),
  blacklisted: z.boolean(),
  blacklistReason: z.string(),
  soopBlacklisted: z.boolean(),
});
export type UserModeration = z.infer<typeof UserModeration>;

export const BLACKLISTED_MESSAGE = '글쓰기가 제한된 계정입니다. 관리자에게 문의해 주세요.';
export const SOOP_BLACKLISTED_MESSAGE =
  '연동한 SOOP 아이디의 글쓰기가 제한되어 있습니다. 관리자에게 문의해 주세요.';
export const SOOP_LINK_NEEDED_MESSAGE = 'SOOP 계정을 연동하면 글을 쓸 수 있습니다.';

/**
 * `GET /api/v1/user/me/status` (SPEC section 7): the signed-in member's standing, and why the
 * server refuses their writing when it does (board write roles aside). Read by the account page.
 */
export const MeStatus = z.object({
  /** The linked SOOP id, null when none is linked. */
  soopUserId: z.string().nullable(),
  /** This member writes only once a SOOP account is linked (USERs; staff and crew need not). */
  soopLinkRequired: z.boolean(),
  /** Staff barred this account from writing. */
  blacklisted: z.boolean(),
  /** Staff barred the linked SOOP id. */
  soopBlacklisted: z.boolean(),
  /** Whether the server takes the member's posts, comments and pack listings. */
  mayWrite: z.boolean(),
  /** Why not, in Korean; null when they may write. */
  writeBlockedReason: z.string().nullable(),
});
export type MeStatus = z.infer<typeof MeStatus>;

/** The member whose standing staff read; an id that is no uuid names no one. */
export const ModerationUserParam = z.object({ id: z.string().uuid('회원을 찾을 수 없습니다.') });

/** Staff's bars on writing, and what a member (or staff about a member) reads of them. */
export const blacklistEndpoints = {
  setUsers: endpoint({
    method: 'POST',
    path: apiRoutes.blacklist,
    access: MANAGER_OR_HIGHER,
    summary: '회원 글쓰기 제한 (또는 해제), 사유와 함께 기록',
    body: BlacklistInput,
    response: Done,
  }),
  setSoopIds: endpoint({
    method: 'POST',
    path: apiRoutes.soopBlacklist,
    access: MANAGER_OR_HIGHER,
    summary: 'SOOP 아이디 차단 (또는 해제): 연동한 회원의 글쓰기와 새 연동을 막음',
    body: SoopBlacklistInput,
    response: Done,
  }),
  moderation: endpoint({
    method: 'GET',
    path: apiRoutes.userModeration,
    access: MANAGER_OR_HIGHER,
    summary: '회원 한 명의 포인트, 게시판 권한과 제한 상태 (관리용)',
    params: ModerationUserParam,
    response: UserModeration,
  }),
  meStatus: endpoint({
    method: 'GET',
    path: apiRoutes.meStatus,
    access: 'member',
    summary: '내 글쓰기 가능 여부와 막힌 이유',
    response: MeStatus,
  }),
};
