import type { FastifyInstance } from 'fastify';
import type { PointDrops } from './drops';

/** How often each node looks for drops whose time has run out. */
const TICK_MS = 1_000;

/** Closes drops at their end on every node; `closeDue` hands each to one node, which announces it. */
export function startDropCloseTimer(
  app: FastifyInstance,
  drops: PointDrops,
  ended: (id: string) => Promise<void>,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const drop of await drops.closeDue()) await ended(drop.id);
    } catch (err) {
      app.log.error({ err }, 'point drop close failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
