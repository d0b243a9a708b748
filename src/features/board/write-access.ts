import type { Board, Role } from '../../contract';

type Writer = { roles: readonly Role[]; boardRoleList: readonly { boardId: string }[] };

/** Boards offered in the write form: open ones, ones the user's roles may write, ones they run. */
export const canWriteTo = (board: Pick<Board, 'id' | 'writeRoles'>, user: Writer): boolean =>
  board.writeRoles.length === 0 ||
  board.writeRoles.some((role) => user.roles.includes(role)) ||
  user.boardRoleList.some((entry) => entry.boardId === board.id);
