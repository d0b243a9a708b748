import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  type DreamTicket,
  DreamTicketBuyInput,
  type DreamTicketBuyResult,
  type DreamTicketDetail,
  type DreamTicketEntries,
  DreamTicketInput,
  type DreamTicketList,
  MANAGER_OR_HIGHER,
  topics,
} from '../../../src/contract';
import { parseInput } from '../../lib/http-error';
import { requireLinkedMember, requireRole } from '../../plugins/auth';
import type { DreamTickets } from './dream-ticket';

/** Draws are keyed by uuid: anything else is no draw (a 400 here, never a database error). */
const DreamTicketParam = z.object({ id: z.string().uuid('드림 티켓을 찾을 수 없습니다.') });

/** `/event/dream-ticket` and `/admin/event/dream-ticket`'s calls. */
export function dreamTicketRoutes(dreamTickets: DreamTickets) {
  return async (app: FastifyInstance) => {
    const { publisher } = app;

    app.get(
      apiRoutes.dreamTickets,
      async (): Promise<DreamTicketList> => ({ data: await dreamTickets.list() }),
    );

    app.get(apiRoutes.dreamTicket, async (req): Promise<DreamTicketDetail> => {
      const { id } = parseInput(DreamTicketParam, req.params);
      const auth = await req.auth();
      return dreamTickets.detail(id, auth?.user.uuid ?? null);
    });

    app.get(apiRoutes.dreamTicketEntries, async (req): Promise<DreamTicketEntries> => {
      const { id } = parseInput(DreamTicketParam, req.params);
      return { entries: await dreamTickets.entries(id) };
    });

    app.post(
      apiRoutes.dreamTicketBuy,
      { config: { writeLimit: 'event' } },
      async (req): Promise<DreamTicketBuyResult> => {
        const { user } = await requireLinkedMember(req);
        const { id } = parseInput(DreamTicketParam, req.params);
        const { count, idempotencyKey } = parseInput(DreamTicketBuyInput, req.body);
        const result = await dreamTickets.buy(user.uuid, id, count, idempotencyKey);
        await publisher.publish(topics.dreamTicket(id), { ticketCount: result.ticketCount });
        return result;
      },
    );

    app.get(apiRoutes.adminDreamTickets, async (req): Promise<DreamTicketList> => {
      await requireRole(req, MANAGER_OR_HIGHER);
      return { data: await dreamTickets.list() };
    });

    app.post(apiRoutes.adminDreamTickets, async (req): Promise<DreamTicket> => {
      const { user } = await requireRole(req, MANAGER_OR_HIGHER);
      return dreamTickets.create(parseInput(DreamTicketInput, req.body), user.uuid);
    });
  };
}
