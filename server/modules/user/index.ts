import fp from 'fastify-plugin';
import { type AccountRepository, createAccountRepository } from './account-repository';
import { accountRoutes } from './account-routes';
import { profileImageRoutes } from './profile-image-routes';
import { createSettingRepository, type SettingRepository } from './setting-repository';
import { settingRoutes } from './setting-routes';
import { createSoopLinkRepository, type SoopLinkRepository } from './soop-link-repository';
import { soopLinkRoutes } from './soop-link-routes';
import { userTableRoutes } from './user-table-routes';

declare module 'fastify' {
  interface FastifyInstance {
    accountRepository: AccountRepository;
    settingRepository: SettingRepository;
    soopLinkRepository: SoopLinkRepository;
  }
}

/** Accounts, sessions, settings, the SOOP account link and the admin user table. */
export const userModule = fp(
  async (app) => {
    app.decorate('accountRepository', createAccountRepository(app.db));
    app.decorate('settingRepository', createSettingRepository(app.db));
    app.decorate('soopLinkRepository', createSoopLinkRepository(app.db));
    await app.register(accountRoutes);
    await app.register(soopLinkRoutes);
    await app.register(userTableRoutes);
    await app.register(settingRoutes);
    await app.register(profileImageRoutes);
  },
  { name: 'user', dependencies: ['config', 'database', 'broker', 'auth', 'soop', 'file'] },
);
