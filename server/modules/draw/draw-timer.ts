import type { FastifyInstance } from 'fastify';
import { type DreamTicket, topics } from '../../../src/contract';
import type { DreamTickets } from './dream-ticket';

/** How often each node looks for draws whose time has come. */
const TICK_MS = 1_000;

/**
 * Runs the draws at their time on every node; the claim in `drawDue` lets only one node draw each.
 * The node that drew announces the winner on `/topic/dream-ticket/{id}/winner` and tells them.
 */
export function startDrawTimer(app: FastifyInstance, dreamTickets: DreamTickets): () => void {
  let running = false;
  const announce = async (ticket: DreamTicket) => {
    await app.publisher.publish(topics.dreamTicketWinner(ticket.id), { ticket });
    if (ticket.winner)
      await app.notifier.notify({
        userUuid: ticket.winner.userUuid,
        content: `드림티켓 「${ticket.title}」에 당첨되었어요! 상품: ${ticket.prize}`,
        path: `/event/dream-ticket/${ticket.id}`,
      });
  };
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const ticket of await dreamTickets.drawDue()) await announce(ticket);
    } catch (err) {
      app.log.error({ err }, 'dream ticket draw failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
