import fp from 'fastify-plugin';
import { alertRoutes } from './routes';

/** Keyword and author alerts a member sets; `notify-new-post.ts` acts on them. */
export const alertModule = fp(
  async (app) => {
    await app.register(alertRoutes);
  },
  { name: 'alert', dependencies: ['database', 'auth'] },
);
