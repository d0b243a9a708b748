import fp from 'fastify-plugin';
import { createNotifier, type Notifier } from './notifier';
import { createNotificationRepository, type NotificationRepository } from './repository';
import { notificationRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
    notificationRepository: NotificationRepository;
  }
}

/** A member's notifications, and the notifier every other module tells members through. */
export const notificationModule = fp(
  async (app) => {
    app.decorate('notifier', createNotifier(app));
    app.decorate('notificationRepository', createNotificationRepository(app.db));
    await app.register(notificationRoutes);
  },
  { name: 'notification', dependencies: ['database', 'broker', 'auth', 'push', 'user'] },
);
