import fp from 'fastify-plugin';
import { createGameRooms } from './rooms';
import { gameMatchRoutes } from './routes';

/** How often each node looks for matches whose move clock ran out. */
const CLOCK_TICK_MS = 1_000;

/** Online match rooms (PRODUCT.md "Games"): seats, spectators, server-checked moves and a move clock. */
export const gameMatchModule = fp(
  async (app) => {
    const rooms = createGameRooms(app.db, app.publisher);
    await app.register(gameMatchRoutes(rooms));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      let running = false;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        rooms
          .sweepClocks()
          .catch((err) => app.log.error({ err }, 'game match clock sweep failed'))
          .finally(() => {
            running = false;
          });
      }, CLOCK_TICK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'game-match', dependencies: ['database', 'broker', 'auth'] },
);
