import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Alongside, withAlongside } from '../../lib/alongside';
import { boards } from '../board/tables';
import { boardRoles } from './tables';
import { userExists } from './user-exists';

type BoardRole = typeof boardRoles.$inferInsert;

/** Board roles staff grant to members (a board's ADMIN). */
export function createBoardRoleRepository(db: Db) {
  return {
    userExists: (uuid: string) => userExists(db, uuid),

    /** The board's name, tombstones included; undefined for no such board. */
    async boardName(id: string): Promise<string | undefined> {
      const [row] = await db.select({ name: boards.name }).from(boards).where(eq(boards.id, id)).limit(1);
      return row?.name;
    },

    /** Whether the member did not hold the role before. */
    grant: (role: BoardRole, alongside?: Alongside<boolean>): Promise<boolean> =>
      withAlongside(
        db,
        async (q) => (await q.insert(boardRoles).values(role).onConflictDoNothing().returning()).length > 0,
        alongside,
      ),

    /** Whether the member held the role. */
    revoke: ({ userUuid, boardId, roleCode }: BoardRole, alongside?: Alongside<boolean>): Promise<boolean> =>
      withAlongside(
        db,
        async (q) =>
          (
            await q
              .delete(boardRoles)
              .where(
                and(
                  eq(boardRoles.userUuid, userUuid),
                  eq(boardRoles.boardId, boardId),
                  eq(boardRoles.roleCode, roleCode),
                ),
              )
              .returning()
          ).length > 0,
        alongside,
      ),
  };
}

export type BoardRoleRepository = ReturnType<typeof createBoardRoleRepository>;
