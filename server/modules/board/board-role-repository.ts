import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Alongside, withAlongside } from '../../lib/alongside';
import { boardRoles } from '../user/tables';
import { boards } from './tables';

type BoardRole = typeof boardRoles.$inferInsert;

/** Board roles staff grant to members (a board's ADMIN); the table is the user module's, as sessions read it. */
export function createBoardRoleRepository(db: Db) {
  return {
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
