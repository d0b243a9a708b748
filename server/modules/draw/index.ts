import fp from 'fastify-plugin';
import { startDrawTimer } from './draw-timer';
import { createDreamTickets } from './dream-ticket';
import { dreamTicketRoutes } from './dream-ticket-routes';
import { createRoulette } from './roulette';
import { rouletteRoutes } from './roulette-routes';

/** Provably fair draws (PRODUCT.md "Draws and prizes, provably fair"): the roulette and dream tickets. */
export const drawModule = fp(
  async (app) => {
    const dreamTickets = createDreamTickets(app.db, app.points);
    await app.register(rouletteRoutes(createRoulette(app.db, app.points)));
    await app.register(dreamTicketRoutes(dreamTickets));
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = startDrawTimer(app, dreamTickets);
    });
    app.addHook('onClose', async () => stop());
  },
  { name: 'draw', dependencies: ['database', 'broker', 'auth', 'point', 'notification'] },
);
