import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  type Lottery,
  LotteryEnterInput,
  type LotteryEnterResult,
  type LotteryEntries,
  LotteryInput,
  type LotteryList,
  MANAGER_OR_HIGHER,
  type MyLotteryEntryList,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { requireLinkedMember, requireRole, requireUser } from '../../plugins/auth';
import type { Lotteries } from './lotteries';

/** Lotteries are keyed by uuid: anything else is no lottery (a 400 here, never a database error). */
const LotteryParam = z.object({ id: z.string().uuid('복권 이벤트를 찾을 수 없어요.') });

/** `/event/lottery`'s and `/admin/event/lottery`'s calls. */
export function lotteryRoutes(lotteries: Lotteries) {
  return async (app: FastifyInstance) => {
    app.get(apiRoutes.lotteries, async (req): Promise<LotteryList> => {
      const auth = await req.auth();
      return { data: await lotteries.list(auth?.user.uuid ?? null) };
    });

    app.get(apiRoutes.lotteryEntries, async (req): Promise<LotteryEntries> => {
      const { id } = parseInput(LotteryParam, req.params);
      return { entries: await lotteries.entries(id) };
    });

    app.post(
      apiRoutes.lotteryEnter,
      { config: { writeLimit: 'event' } },
      async (req): Promise<LotteryEnterResult> => {
        const { user } = await requireLinkedMember(req);
        const { id } = parseInput(LotteryParam, req.params);
        const { idempotencyKey } = parseInput(LotteryEnterInput, req.body);
        return lotteries.enter(user.uuid, id, idempotencyKey);
      },
    );

    app.get(apiRoutes.meLotteryEntries, async (req): Promise<MyLotteryEntryList> => {
      const { user } = await requireUser(req);
      return { entryList: await lotteries.myEntries(user.uuid) };
    });

    app.get(apiRoutes.adminLotteries, async (req): Promise<LotteryList> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      return { data: await lotteries.list(user.uuid) };
    });

    app.post(apiRoutes.adminLotteries, async (req): Promise<Lottery> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      return lotteries.create(parseInput(LotteryInput, req.body), user.uuid);
    });
  };
}
