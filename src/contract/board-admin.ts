import { z } from 'zod';
import { Board } from './board';
import { isoDate } from './common';
import { BoardRoleCode } from './user';

/** A board as the admin list shows it: deleted ones too (they can be made again), with its live posts. */
export const AdminBoard = Board.extend({ postCount: z.number().int() });
export type AdminBoard = z.infer<typeof AdminBoard>;

/** A member holding a board role (SPEC section 6: a board's ADMIN manages that board's posts). */
export const BoardRoleHolder = z.object({
  userUuid: z.string().uuid(),
  username: z.string(),
  nickname: z.string(),
  boardId: z.string(),
  roleCode: BoardRoleCode,
});
export type BoardRoleHolder = z.infer<typeof BoardRoleHolder>;

export const BlacklistedMember = z.object({
  userUuid: z.string().uuid(),
  username: z.string(),
  nickname: z.string(),
  reason: z.string(),
  createdAt: isoDate,
});
export type BlacklistedMember = z.infer<typeof BlacklistedMember>;

export const BlacklistedSoopId = z.object({ soopUserId: z.string(), reason: z.string(), createdAt: isoDate });
export type BlacklistedSoopId = z.infer<typeof BlacklistedSoopId>;

/** `GET /api/v1/admin/board`: everything `/admin/board` lists, in one answer the page keeps for offline. */
export const BoardAdminOverview = z.object({
  boards: z.array(AdminBoard),
  roles: z.array(BoardRoleHolder),
  blacklist: z.array(BlacklistedMember),
  soopBlacklist: z.array(BlacklistedSoopId),
});
export type BoardAdminOverview = z.infer<typeof BoardAdminOverview>;
