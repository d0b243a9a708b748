import fp from 'fastify-plugin';
import { createOrganization } from './organization';
import { crewRoutes } from './routes';
import { createTimeline } from './timeline';

/** The crew's organisation chart and history (PRODUCT.md "Crew and community pages"). */
export const crewModule = fp(
  async (app) => {
    await app.register(crewRoutes(createOrganization(app.db), createTimeline(app.db, app.files)));
  },
  { name: 'crew', dependencies: ['database', 'auth', 'soop', 'file'] },
);
