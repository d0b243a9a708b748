import fp from 'fastify-plugin';
import { createKartBoard } from './board';
import { kartRoutes } from './routes';

/** The crew's KartRider tier list and track records (PRODUCT.md "StarCraft and KartRider"). */
export const kartriderModule = fp(
  async (app) => {
    await app.register(kartRoutes(createKartBoard(app.db)));
  },
  { name: 'kartrider', dependencies: ['database', 'auth'] },
);
