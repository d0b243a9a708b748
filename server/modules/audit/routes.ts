import type { FastifyInstance } from 'fastify';
import { staffActionEndpoints as api } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import type { StaffActionRepository } from './repository';

/** The record (`staffActionEndpoints`), for admins only: paged and filtered by the server. */
export const staffActionRoutes = (actions: StaffActionRepository) =>
  async function staffActionRoutes(app: FastifyInstance) {
    route(app, api.page, (req) => actions.page(req.query));
  };
