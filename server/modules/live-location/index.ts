import fp from 'fastify-plugin';
import { createLiveLocationRepository } from './repository';
import { liveLocationRoutes } from './routes';

/** The crew's place during an outdoor broadcast (`/admin/live-location`), shown on the live cards. */
export const liveLocationModule = fp(
  async (app) => {
    await app.register(liveLocationRoutes(createLiveLocationRepository(app.db)));
  },
  { name: 'live-location', dependencies: ['database', 'auth', 'broker', 'soop'] },
);
