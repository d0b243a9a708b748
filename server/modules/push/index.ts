import fp from 'fastify-plugin';
import { createPushRepository, type PushRepository } from './repository';
import { pushRoutes } from './routes';
import { createPushSender, type PushSender } from './sender';
import { loadVapidKeys } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    pushSender: PushSender;
    vapidPublicKey: string;
    pushRepository: PushRepository;
  }
}

/** Web push: the VAPID key, browsers' subscriptions, and the sender other modules push through. */
export const pushModule = fp(
  async (app) => {
    const { db } = app;
    const subscriptions = createPushRepository(db);
    const vapid = await loadVapidKeys(db);
    app.decorate('vapidPublicKey', vapid.publicKey);
    app.decorate('pushRepository', subscriptions);
    app.decorate(
      'pushSender',
      createPushSender({ db, subscriptions, vapid, subject: app.config.pushSubject, log: app.log }),
    );
    await app.register(pushRoutes);
  },
  { name: 'push', dependencies: ['config', 'database', 'auth'] },
);
