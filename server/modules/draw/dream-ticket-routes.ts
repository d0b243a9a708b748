import type { FastifyInstance } from 'fastify';
import { dreamTicketEndpoints as api, MANAGER_OR_HIGHER, topics } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { requireRole, requireUser } from '../../plugins/auth';
import type { DreamTickets } from './dream-ticket';

/** `/event/dream-ticket` and `/admin/event/dream-ticket`'s calls (`dreamTicketEndpoints`). */
export function dreamTicketRoutes(dreamTickets: DreamTickets) {
  return async (app: FastifyInstance) => {
    const { publisher } = app;

    route(app, api.list, async () => ({ data: await dreamTickets.list() }));

    route(app, api.detail, async (req) => {
      const auth = await req.auth();
      return dreamTickets.detail(req.params.id, auth?.user.uuid ?? null);
    });

    route(app, api.entries, async (req) => ({ entries: await dreamTickets.entries(req.params.id) }));

    route(
      app,
      api.buy,
      async (req) => {
        const { user } = await requireUser(req);
        const { id } = req.params;
        const { count, idempotencyKey } = req.body;
        const result = await dreamTickets.buy(user.uuid, id, count, idempotencyKey);
        await publisher.publish(topics.dreamTicket(id), { ticketCount: result.ticketCount });
        return result;
      },
      { config: { writeLimit: 'event' } },
    );

    route(app, api.adminList, async () => ({ data: await dreamTickets.list() }));

    route(app, api.create, async (req) => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      return dreamTickets.create(req.body, user.uuid);
    });
  };
}
