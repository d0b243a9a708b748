import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, MANAGER_OR_HIGHER } from '../../../src/contract';
import { BNET_ACCOUNT_NOT_FOUND, BnetAccountInput, type BnetBoard } from '../../../src/contract/bnet';
import { parseInput } from '../../lib/http-error';
import { requireRole } from '../../plugins/auth';
import type { BnetRecords } from './records';

const AccountParam = z.object({ id: z.string().uuid(BNET_ACCOUNT_NOT_FOUND) });
const DONE = { result: true } as const;

/** `/starcraft/bnet`: anyone reads the records; admins and managers list the accounts. */
export function bnetRoutes(records: BnetRecords) {
  return async (app: FastifyInstance) => {
    app.get(apiRoutes.bnetBoard, async (): Promise<BnetBoard> => ({ accounts: await records.board() }));

    app.post(apiRoutes.adminBnetAccounts, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await records.add(parseInput(BnetAccountInput, req.body));
      return DONE;
    });

    app.put(apiRoutes.adminBnetAccount, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      const { id } = parseInput(AccountParam, req.params);
      await records.update(id, parseInput(BnetAccountInput, req.body));
      return DONE;
    });

    app.delete(apiRoutes.adminBnetAccount, async (req) => {
      await requireRole(req, MANAGER_OR_HIGHER);
      await records.remove(parseInput(AccountParam, req.params).id);
      return DONE;
    });
  };
}
