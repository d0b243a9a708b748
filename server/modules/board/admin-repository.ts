import { asc, eq, sql } from 'drizzle-orm';
import type { BoardAdminOverview } from '../../../src/contract';
import type { Db } from '../../db/client';
import { soopBlacklist, userBlacklist } from '../blacklist/tables';
import { boardRoles, users } from '../user/tables';
import { toBoardDto } from './dto';
import { boards, postBoardStats } from './tables';

/** What `/admin/board` lists: every board (tombstones too) with its live posts, board roles and blacklists. */
export function createBoardAdminRepository(db: Db) {
  return {
    async overview(): Promise<BoardAdminOverview> {
      const [boardRows, roleRows, barred, soopBarred] = await Promise.all([
        db
          .select({ board: boards, postCount: sql<number>`coalesce(${postBoardStats.livePosts}, 0)::int` })
          .from(boards)
          .leftJoin(postBoardStats, eq(postBoardStats.boardId, boards.id))
          .orderBy(asc(boards.sort), asc(boards.id)),
        db
          .select({
            userUuid: boardRoles.userUuid,
            username: users.username,
            nickname: users.nickname,
            boardId: boardRoles.boardId,
            roleCode: boardRoles.roleCode,
          })
          .from(boardRoles)
          .innerJoin(users, eq(users.uuid, boardRoles.userUuid))
          .orderBy(asc(boardRoles.boardId), asc(users.nickname)),
        db
          .select({
            userUuid: userBlacklist.userUuid,
            username: users.username,
            nickname: users.nickname,
            reason: userBlacklist.reason,
            createdAt: userBlacklist.createdAt,
          })
          .from(userBlacklist)
          .innerJoin(users, eq(users.uuid, userBlacklist.userUuid))
          .orderBy(asc(userBlacklist.createdAt)),
        db.select().from(soopBlacklist).orderBy(asc(soopBlacklist.createdAt)),
      ]);
      return {
        boards: boardRows.map(({ board, postCount }) => ({ ...toBoardDto(board), postCount })),
        // The only board role there is (SPEC section 6); the column is text for later ones.
        roles: roleRows.map((r) => ({ ...r, roleCode: 'ADMIN' as const })),
        blacklist: barred.map((b) => ({ ...b, createdAt: b.createdAt.toISOString() })),
        soopBlacklist: soopBarred.map((s) => ({
          soopUserId: s.soopUserId,
          reason: s.reason,
          createdAt: s.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type BoardAdminRepository = ReturnType<typeof createBoardAdminRepository>;
