import fp from 'fastify-plugin';
import { accountRoutes } from './account-routes';
import { boardRoleRoutes } from './board-role-routes';
import { createSettingRepository } from './setting-repository';
import { settingRoutes } from './setting-routes';
import { soopLinkRoutes } from './soop-link-routes';
import { userTableRoutes } from './user-table-routes';

declare module 'fastify' {
  interface FastifyInstance {
    settingRepository: ReturnType<typeof createSettingRepository>;
  }
}

/** Accounts, sessions, settings, the SOOP account link and the admin user table. */
export const userModule = fp(
  async (app) => {
    app.decorate('settingRepository', createSettingRepository(app.db));
    await app.register(accountRoutes);
    await app.register(soopLinkRoutes);
    await app.register(userTableRoutes);
    await app.register(settingRoutes);
    await app.register(boardRoleRoutes);
  },
  { name: 'user', dependencies: ['config', 'database', 'broker', 'auth', 'soop'] },
);
