import fp from 'fastify-plugin';
import { BLACKLISTED_MESSAGE } from '../../../src/contract';
import { forbidden } from '../../lib/http-error';
import type { WriteKind } from '../../plugins/write-limit';
import { type BlacklistRepository, createBlacklistRepository } from './repository';
import { blacklistRoutes } from './routes';
import { statusRoutes } from './status-routes';

declare module 'fastify' {
  interface FastifyInstance {
    blacklistRepository: BlacklistRepository;
  }
}

/** What a barred member may not do: write what others read. Buying and liking stay open. */
const WRITING: readonly WriteKind[] = ['post', 'comment', 'store'];

/**
 * Blacklists (SPEC section 7 "Roles and blacklists"). Every member write route names its kind
 * (`config.writeLimit`), so one hook here refuses a barred member on all of them.
 */
export const blacklistModule = fp(
  async (app) => {
    const blacklist = createBlacklistRepository(app.db);
    app.decorate('blacklistRepository', blacklist);
    app.addHook('preHandler', async (req) => {
      const kind = req.routeOptions.config.writeLimit;
      if (!kind || !WRITING.includes(kind)) return;
      const auth = await req.auth();
      if (auth && !(await blacklist.mayWrite(auth.user.uuid, auth.user.afreecatvUserId)))
        throw forbidden(BLACKLISTED_MESSAGE);
    });
    await app.register(blacklistRoutes);
    await app.register(statusRoutes);
  },
  { name: 'blacklist', dependencies: ['database', 'broker', 'auth', 'write-limit', 'audit'] },
);
