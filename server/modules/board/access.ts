import { and, eq, type SQL, sql } from 'drizzle-orm';
import { mayRead, needsSoopLink, type Role, SOOP_LINK_NEEDED_MESSAGE } from '../../../src/contract';
import type { Db } from '../../db/client';
import { forbidden, notFound, unauthorized } from '../../lib/http-error';
import { hasAnyRole, MANAGER_OR_HIGHER } from '../../plugins/auth';
import type { SessionUser } from '../user/sessions';
import { boardRoles } from '../user/tables';
import { boards } from './tables';

type Board = typeof boards.$inferSelect;

/** Boards the caller may read, in SQL: the same rule as `mayRead` (open boards, their read roles, staff). */
export function readableBoards(user: SessionUser | null): SQL | undefined {
  if (user && hasAnyRole(user, MANAGER_OR_HIGHER)) return undefined;
  if (!user || user.roles.length === 0) return sql`cardinality(${boards.readRoles}) = 0`;
  const roles = sql.join(
    user.roles.map((r) => sql`${r}`),
    sql`, `,
  );
  return sql`(cardinality(${boards.readRoles}) = 0 or ${boards.readRoles} && array[${roles}]::text[])`;
}

export function canReadBoard(board: Board, user: SessionUser | null): boolean {
  return mayRead(board.readRoles, user?.roles ?? null);
}

/** Who may read what a board holds: what its posts and comments are published with over STOMP. */
export async function boardReadRoles(db: Db, boardId: string): Promise<Role[]> {
  const [board] = await db
    .select({ readRoles: boards.readRoles })
    .from(boards)
    .where(eq(boards.id, boardId))
    .limit(1);
  // A post always has its board; should it be gone, staff alone hear of it.
  return board?.readRoles ?? [...MANAGER_OR_HIGHER];
}

export async function loadReadableBoard(db: Db, boardId: string, user: SessionUser | null): Promise<Board> {
  const [board] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.id, boardId), eq(boards.deleted, false)))
    .limit(1);
  if (!board) throw notFound('게시판을 찾을 수 없습니다.');
  if (!canReadBoard(board, user)) throw user ? forbidden('이 게시판을 볼 권한이 없습니다.') : unauthorized();
  return board;
}

/** Manager, admin, or that board's ADMIN role (SPEC section 6). */
export async function isBoardAdmin(db: Db, user: SessionUser, boardId: string): Promise<boolean> {
  if (hasAnyRole(user, MANAGER_OR_HIGHER)) return true;
  const [role] = await db
    .select()
    .from(boardRoles)
    .where(
      and(
        eq(boardRoles.userUuid, user.uuid),
        eq(boardRoles.boardId, boardId),
        eq(boardRoles.roleCode, 'ADMIN'),
      ),
    )
    .limit(1);
  return !!role;
}

export async function assertCanWrite(db: Db, board: Board, user: SessionUser): Promise<void> {
  if (needsSoopLink(user)) {
    throw forbidden(SOOP_LINK_NEEDED_MESSAGE);
  }
  if (
    board.writeRoles.length > 0 &&
    !hasAnyRole(user, board.writeRoles) &&
    !(await isBoardAdmin(db, user, board.id))
  ) {
    throw forbidden('이 게시판에 글을 쓸 권한이 없습니다.');
  }
}

export async function assertAuthorOrBoardAdmin(
  db: Db,
  user: SessionUser,
  authorUuid: string,
  boardId: string,
) {
  if (user.uuid === authorUuid) return;
  if (!(await isBoardAdmin(db, user, boardId))) throw forbidden('작성자나 게시판 관리자만 할 수 있습니다.');
}

/** Only the author: a member's words are not changed by anyone else, staff included. */
export function assertAuthor(user: SessionUser, authorUuid: string, message: string) {
  if (user.uuid !== authorUuid) throw forbidden(message);
}
