import fp from 'fastify-plugin';
import { createRankRepository, type RankRepository } from './repository';
import { rankRoutes } from './routes';

declare module 'fastify' {
  interface FastifyInstance {
    rankRepository: RankRepository;
  }
}

/** Rankings: points earned and balloons given, by week, month or all time (Seoul). */
export const rankModule = fp(
  async (app) => {
    app.decorate('rankRepository', createRankRepository(app.db));
    await app.register(rankRoutes);
  },
  { name: 'rank', dependencies: ['database', 'auth', 'point', 'soop'] },
);
