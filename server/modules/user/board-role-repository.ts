import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boards } from '../board/tables';
import { boardRoles } from './tables';
import { userExists } from './user-exists';

type BoardRole = typeof boardRoles.$inferInsert;

/** Board roles staff grant to members (a board's ADMIN). */
export function createBoardRoleRepository(db: Db) {
  return {
    userExists: (uuid: string) => userExists(db, uuid),

    async boardExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: boards.id }).from(boards).where(eq(boards.id, id)).limit(1);
      return !!row;
    },

    async grant(role: BoardRole): Promise<void> {
      await db.insert(boardRoles).values(role).onConflictDoNothing();
    },

    async revoke({ userUuid, boardId, roleCode }: BoardRole): Promise<void> {
      await db
        .delete(boardRoles)
        .where(
          and(
            eq(boardRoles.userUuid, userUuid),
            eq(boardRoles.boardId, boardId),
            eq(boardRoles.roleCode, roleCode),
          ),
        );
    },
  };
}

export type BoardRoleRepository = ReturnType<typeof createBoardRoleRepository>;
