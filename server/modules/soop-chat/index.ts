import fp from 'fastify-plugin';
import { servicesOf } from '../../config';
import { type ChatReader, createChatReader } from './chat-reader';
import { createSoopChatRepository } from './repository';
import { soopChatRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads the crew's broadcast chat; tests call `readOnce` by hand (no interval when polling is off). */
    soopChatReader: ChatReader;
  }
}

/** The crew's broadcast chat, its clip-sequence moments and the clip requests (`/soop-vod-req`, `/admin/soop-chat`). */
export const soopChatModule = fp(
  async (app) => {
    const { config, db } = app;
    const reader = createChatReader({
      db,
      client: () => app.soop(),
      log: app.log,
      intervalMs: config.soop.pollMs,
    });
    app.decorate('soopChatReader', reader);
    // The platform reader exists once the server listens; until then a round does nothing.
    if (config.soop.pollMs > 0 && servicesOf(config).soopChat !== 'off')
      app.addHook('onReady', async () => reader.start());
    app.addHook('onClose', async () => reader.stop());
    await app.register(soopChatRoutes, { repository: createSoopChatRepository(db) });
  },
  { name: 'soop-chat', dependencies: ['config', 'database', 'auth', 'soop', 'user'] },
);
