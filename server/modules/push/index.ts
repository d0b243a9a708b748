import fp from 'fastify-plugin';
import { pushRoutes } from './routes';
import { createPushSender, type PushSender } from './sender';
import { loadVapidKeys } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    pushSender: PushSender;
    vapidPublicKey: string;
  }
}

/** Web push: the VAPID key, browsers' subscriptions, and the sender other modules push through. */
export const pushModule = fp(
  async (app) => {
    const vapid = await loadVapidKeys(app.db);
    app.decorate('vapidPublicKey', vapid.publicKey);
    app.decorate(
      'pushSender',
      createPushSender({ db: app.db, vapid, subject: app.config.pushSubject, log: app.log }),
    );
    await app.register(pushRoutes);
  },
  { name: 'push', dependencies: ['config', 'database', 'auth'] },
);
