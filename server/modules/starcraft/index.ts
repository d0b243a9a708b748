import fp from 'fastify-plugin';
import { createLeague } from './league';
import { createPlayers } from './players';
import { createRecords } from './records';
import { starcraftRoutes } from './routes';

/** StarCraft players, academy, match records with Elo, and the league (PRODUCT.md "StarCraft and KartRider"). */
export const starcraftModule = fp(
  async (app) => {
    const players = createPlayers(app.db);
    await app.register(starcraftRoutes(players, createRecords(app.db, players), createLeague(app.db)));
  },
  { name: 'starcraft', dependencies: ['database', 'auth', 'broker', 'soop', 'file'] },
);
