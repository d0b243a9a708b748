import fp from 'fastify-plugin';
import type { PointDrop, PointDropInput } from '../../../src/contract';
import { createDropAnnouncer } from './announcer';
import { startDropCloseTimer } from './close-timer';
import { createPointDrops } from './drops';
import { pointDropRoutes } from './routes';

/** Point drops (PRODUCT.md "Events on stream"): random packets caught through the ledger, live counts. */
export const pointDropModule = fp(
  async (app) => {
    const drops = createPointDrops(app.db, app.points);
    const announcer = createDropAnnouncer(app, drops);
    app.decorate('pointDrops', {
      async start(input: PointDropInput, actorUuid: string) {
        const drop = await drops.create(input, actorUuid);
        await announcer.started(drop);
        return drop;
      },
      hasOpen: async () => (await drops.active(null)).length > 0,
    });
    await app.register(pointDropRoutes(drops, announcer));
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = startDropCloseTimer(app, drops, announcer.ended);
    });
    app.addHook('onClose', async () => {
      stop();
      announcer.stop();
    });
  },
  { name: 'point-drop', dependencies: ['database', 'broker', 'auth', 'point', 'audit'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** A drop made by the server itself (the demo's): created and announced as staff's are. */
    pointDrops: {
      start(input: PointDropInput, actorUuid: string): Promise<PointDrop>;
      hasOpen(): Promise<boolean>;
    };
  }
}
