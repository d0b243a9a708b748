import fp from 'fastify-plugin';
import { blockRoutes } from './routes';

/** The members a member blocked; replicated to that member only. */
export const blockModule = fp(
  async (app) => {
    await app.register(blockRoutes);
  },
  { name: 'block', dependencies: ['database', 'broker', 'auth'] },
);
