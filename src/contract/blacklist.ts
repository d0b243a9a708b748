import { z } from 'zod';
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
