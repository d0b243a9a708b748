import type { FastifyInstance } from 'fastify';
import {
  apiRoutes,
  STAFF_ACTION_READERS,
  type StaffActionPage,
  StaffActionQuery,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { requireRole } from '../../plugins/auth';
import type { StaffActionRepository } from './repository';

/** The record, for admins only (`STAFF_ACTION_READERS`): paged and filtered by the server. */
export const staffActionRoutes = (actions: StaffActionRepository) =>
  async function staffActionRoutes(app: FastifyInstance) {
    app.get(apiRoutes.adminStaffActions, async (req): Promise<StaffActionPage> => {
      await requireRole(req, STAFF_ACTION_READERS);
      return actions.page(parseInput(StaffActionQuery, req.query));
    });
  };
