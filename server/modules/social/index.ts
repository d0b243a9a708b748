import fp from 'fastify-plugin';
import { SocialRegistrationId } from '../../../src/contract/social';
import { socialFlowRoutes } from './flow-routes';
import { createSocialRepository, type SocialRepository } from './repository';
import { socialRoutes } from './routes';
import { registerSocialSimulator } from './simulator';

declare module 'fastify' {
  interface FastifyInstance {
    socialRepository: SocialRepository;
  }
}

/** Social login with NAVER, KAKAO and SOOP: the provider flows, the page's calls, the simulator. */
export const socialModule = fp(
  async (app) => {
    const { config } = app;
    app.decorate('socialRepository', createSocialRepository(app.db));
    await app.register(socialFlowRoutes);
    await app.register(socialRoutes);
    if (SocialRegistrationId.options.some((id) => !config.social[id].clientId))
      await app.register(async (scope) => registerSocialSimulator(scope));
  },
  { name: 'social', dependencies: ['config', 'database', 'broker', 'auth', 'user'] },
);
