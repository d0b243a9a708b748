import fp from 'fastify-plugin';
import { type BlockRepository, createBlockRepository } from './repository';
import { blockRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    blockRepository: BlockRepository;
  }
}

/** The members a member blocked; replicated to that member only. */
export const blockModule = fp(
  async (app) => {
    app.decorate('blockRepository', createBlockRepository(app.db));
    await app.register(blockRoutes);
  },
  { name: 'block', dependencies: ['database', 'broker', 'auth', 'user'] },
);
