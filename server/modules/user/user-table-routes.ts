import type { FastifyInstance } from 'fastify';
import { apiRoutes, MANAGER_OR_HIGHER, TableQuery } from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { runTableQuery } from '../../lib/table-query';
import { requireRole } from '../../plugins/auth';
import { userResource } from './resources';

/** The admin pages' user table (SPEC section 2 "/admin/user"): managers and admins only. */
export async function userTableRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get(apiRoutes.userTable, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    return runTableQuery(db, userResource, parseInput(TableQuery, req.query), undefined);
  });
}
