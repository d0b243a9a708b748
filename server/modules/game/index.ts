import fp from 'fastify-plugin';
import { createGamePlays } from './plays';
import { gameRoutes } from './routes';

/** Games with verified scores (PRODUCT.md "Games"): seeds, replayed scores, leaderboards. */
export const gameModule = fp(
  async (app) => {
    await app.register(gameRoutes(createGamePlays(app.db)));
  },
  { name: 'game', dependencies: ['database', 'auth'] },
);
