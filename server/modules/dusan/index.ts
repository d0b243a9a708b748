import fp from 'fastify-plugin';
import { createDusanAnnouncer } from './announcer';
import { createDusanMatches } from './matches';
import { dusanRoutes } from './routes';
import { createDusanVotes } from './votes';

/** Doosan cheering (PRODUCT.md "Events on stream"): cheers, scores, predictions through the ledger, live votes. */
export const dusanModule = fp(
  async (app) => {
    const matches = createDusanMatches(app.db, app.points);
    const votes = createDusanVotes(app.db);
    const announcer = createDusanAnnouncer(app, matches, votes);
    await app.register(dusanRoutes(matches, votes, announcer));
    app.addHook('preClose', () => announcer.stop());
  },
  { name: 'dusan', dependencies: ['database', 'broker', 'auth', 'point'] },
);
