import type { FastifyInstance } from 'fastify';
import type { Lottery } from '../../../src/contract';
import type { Lotteries } from './lotteries';

/** How often each node looks for lotteries whose end has come. */
const TICK_MS = 1_000;

/**
 * Runs the draws at each lottery's end on every node; the claim in `drawDue` lets only one node
 * draw each. The node that drew tells every winner.
 */
export function startLotteryDrawTimer(app: FastifyInstance, lotteries: Lotteries): () => void {
  let running = false;
  const announce = async (lottery: Lottery) => {
    for (const winner of lottery.winners)
      await app.notifier.notify({
        userUuid: winner.userUuid,
        content: `복권 「${lottery.title}」에 당첨되었어요! 상품: ${lottery.prize}`,
        path: '/event/lottery',
      });
  };
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      for (const lottery of await lotteries.drawDue()) await announce(lottery);
    } catch (err) {
      app.log.error({ err }, 'lottery draw failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
