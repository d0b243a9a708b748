import fp from 'fastify-plugin';
import { memberRoutes } from './routes';

/** Another member's public profile (nickname, picture, tier). */
export const memberModule = fp(
  async (app) => {
    await app.register(memberRoutes);
  },
  { name: 'member', dependencies: ['database'] },
);
