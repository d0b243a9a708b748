import fp from 'fastify-plugin';
import type { LiveStation } from '../../../src/contract';
import { pushLiveStart } from './live-start';
import { createPushRepository, type PushRepository } from './repository';
import { pushRoutes } from './routes';
import { createPushSender, type PushSender } from './sender';
import { loadVapidKeys } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    pushSender: PushSender;
    vapidPublicKey: string;
    pushRepository: PushRepository;
    /** Tells a streamer's subscribers their station went live; the SOOP poller calls it. */
    pushLiveStart: (station: LiveStation) => Promise<void>;
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
    app.decorate('pushLiveStart', (station: LiveStation) => pushLiveStart(app, station));
    await app.register(pushRoutes);
  },
  { name: 'push', dependencies: ['config', 'database', 'auth'] },
);
