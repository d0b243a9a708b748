import fp from 'fastify-plugin';
import { startLotteryDrawTimer } from './draw-timer';
import { createLotteries } from './lotteries';
import { lotteryRoutes } from './routes';

/** The lottery (PRODUCT.md "Lottery"): entries through the ledger, several winners drawn at the end. */
export const lotteryModule = fp(
  async (app) => {
    const lotteries = createLotteries(app.db, app.points);
    await app.register(lotteryRoutes(lotteries));
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = startLotteryDrawTimer(app, lotteries);
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'lottery', dependencies: ['database', 'auth', 'point', 'notification'] },
);
