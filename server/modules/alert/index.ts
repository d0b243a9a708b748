import fp from 'fastify-plugin';
import { type AlertRepository, createAlertRepository } from './repository';
import { alertRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    alertRepository: AlertRepository;
  }
}

/** Keyword and author alerts a member sets; `notify-new-post.ts` acts on them. */
export const alertModule = fp(
  async (app) => {
    app.decorate('alertRepository', createAlertRepository(app.db));
    await app.register(alertRoutes);
  },
  { name: 'alert', dependencies: ['database', 'auth'] },
);
