import type { FastifyInstance } from 'fastify';
import { lotteryEndpoints as api } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { requireUser } from '../../plugins/auth';
import type { Lotteries } from './lotteries';

/** `/event/lottery`'s and `/admin/event/lottery`'s calls (`lotteryEndpoints`). */
export function lotteryRoutes(lotteries: Lotteries) {
  return async (app: FastifyInstance) => {
    route(app, api.list, async (req) => {
      const auth = await req.auth();
      return { data: await lotteries.list(auth?.user.uuid ?? null) };
    });

    route(app, api.entries, async (req) => ({ entries: await lotteries.entries(req.params.id) }));

    route(
      app,
      api.enter,
      async (req) => {
        const { user } = await requireUser(req);
        return lotteries.enter(user.uuid, req.params.id, req.body.idempotencyKey);
      },
      { config: { writeLimit: 'event' } },
    );

    route(app, api.mine, async (req) => {
      const { user } = await requireUser(req);
      return { entryList: await lotteries.myEntries(user.uuid) };
    });

    route(app, api.adminList, async (req) => {
      const { user } = await requireUser(req);
      return { data: await lotteries.list(user.uuid) };
    });

    route(app, api.create, async (req) => {
      const { user } = await requireUser(req);
      return lotteries.create(req.body, user.uuid);
    });
  };
}
