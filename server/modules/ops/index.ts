import fp from 'fastify-plugin';
import { opsRoutes } from './routes';

/** Health, version and the client's error and page-view reports. */
export const opsModule = fp(
  async (app) => {
    await app.register(opsRoutes);
  },
  { name: 'ops', dependencies: ['database', 'broker', 'auth'] },
);
