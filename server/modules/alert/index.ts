import fp from 'fastify-plugin';
import { createNotifyNewPost } from './notify-new-post';
import { type AlertRepository, createAlertRepository } from './repository';
import { alertRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    alertRepository: AlertRepository;
    /** Tells the members whose alerts a new post matches; the board calls it after a post is created. */
    notifyNewPost: ReturnType<typeof createNotifyNewPost>;
  }
}

/** Keyword and author alerts a member sets, and the notices a new post sends on them. */
export const alertModule = fp(
  async (app) => {
    app.decorate('alertRepository', createAlertRepository(app.db));
    app.decorate('notifyNewPost', createNotifyNewPost(app));
    await app.register(alertRoutes);
  },
  { name: 'alert', dependencies: ['database', 'auth', 'user', 'notification'] },
);
