import type { FastifyInstance } from 'fastify';
import { apiRoutes, MANAGER_OR_HIGHER, TableQuery, type UserDirectory } from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { runTableQuery } from '../../lib/table-query';
import { requireRole } from '../../plugins/auth';
import { userResource } from './resources';

/**
 * The admin pages' member lists, for managers and admins only: the table query (one page of a
 * search, used to find a member) and the whole directory that /admin/user filters as one types.
 */
export async function userTableRoutes(app: FastifyInstance) {
  const { db, accountRepository } = app;
  app.get(apiRoutes.userTable, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    return runTableQuery(db, userResource, parseInput(TableQuery, req.query), undefined);
  });

  app.get(apiRoutes.userDirectory, async (req): Promise<UserDirectory> => {
    await requireRole(req, MANAGER_OR_HIGHER);
    return { users: await accountRepository.listMembers() };
  });
}
