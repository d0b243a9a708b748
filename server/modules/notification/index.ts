import fp from 'fastify-plugin';
import { createNotifier, type Notifier } from './notifier';
import { notificationRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/** A member's notifications, and the notifier every other module tells members through. */
export const notificationModule = fp(
  async (app) => {
    app.decorate('notifier', createNotifier(app));
    await app.register(notificationRoutes);
  },
  { name: 'notification', dependencies: ['database', 'broker', 'auth', 'push'] },
);
