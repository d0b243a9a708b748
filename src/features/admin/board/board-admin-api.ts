import {
  type AdminBoard,
  apiPath,
  Board,
  BoardAdminOverview,
  type BoardInput,
  blacklistEndpoints,
} from '../../../contract';
import { http } from '../../../data/http';

/**
 * `/admin/board`'s calls. Board writes go to the board routes every client hears of
 * (`/topic/board`), so members' menus change as soon as the server answers.
 */
export const boardAdminApi = {
  overview: (quiet = false) =>
    http.get(apiPath('adminBoardOverview'), { schema: BoardAdminOverview, suppressAlert: quiet }),
  create: (input: BoardInput) => http.post(apiPath('boards'), { json: input, schema: Board }),
  /** A full replacement: every field the form holds. */
  update: ({ id, ...input }: BoardInput) =>
    http.put(apiPath('board', { id }), { json: input, schema: Board }),
  remove: (board: AdminBoard) => http.delete(apiPath('board', { id: board.id })),
  grantRole: (userUuid: string, boardId: string) =>
    http.post(apiPath('boardRole'), { json: { userUuid, boardId, roleCode: 'ADMIN' } }),
  revokeRole: (userUuid: string, boardId: string) =>
    http.delete(apiPath('boardRole'), { json: { userUuid, boardId, roleCode: 'ADMIN' } }),
  liftBlacklist: (userUuid: string) =>
    http.call(blacklistEndpoints.setUsers, { body: { userUuidList: [userUuid], blacklisted: false } }),
  setSoopBlacklisted: (soopUserId: string, blacklisted: boolean, reason = '') =>
    http.call(blacklistEndpoints.setSoopIds, { body: { userIdList: [soopUserId], blacklisted, reason } }),
};
