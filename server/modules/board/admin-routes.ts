import type { FastifyInstance } from 'fastify';
import { apiRoutes, type BoardAdminOverview } from '../../../src/contract';
import { MANAGER_OR_HIGHER, requireRole } from '../../plugins/auth';
import type { BoardAdminRepository } from './admin-repository';

/**
 * `/admin/board`'s list, for managers and admins (SPEC section 6: board admin rights). The writes
 * it makes are the board routes' own (`POST /p/board`, `PUT`/`DELETE /p/board/:id`, which publish
 * to every client) and the user module's board role and blacklist routes.
 */
export function boardAdminRoutes(admin: BoardAdminRepository) {
  return async (app: FastifyInstance) => {
    app.get(apiRoutes.adminBoardOverview, async (req): Promise<BoardAdminOverview> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      return admin.overview();
    });
  };
}
