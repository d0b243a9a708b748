import fp from 'fastify-plugin';
import { createDropAnnouncer } from './announcer';
import { startDropCloseTimer } from './close-timer';
import { createPointDrops } from './drops';
import { pointDropRoutes } from './routes';

/** Point drops (PRODUCT.md "Events on stream"): random packets caught through the ledger, live counts. */
export const pointDropModule = fp(
  async (app) => {
    const drops = createPointDrops(app.db, app.points);
    const announcer = createDropAnnouncer(app, drops);
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
