import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boards } from '../board/tables';
import { boardRoles, users } from './tables';

type BoardRole = typeof boardRoles.$inferInsert;

/** Board roles staff grant to members (a board's ADMIN). */
export function createBoardRoleRepository(db: Db) {
  return {
    async userExists(uuid: string): Promise<boolean> {
      const [row] = await db.select({ uuid: users.uuid }).from(users).where(eq(users.uuid, uuid)).limit(1);
      return !!row;
    },

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
