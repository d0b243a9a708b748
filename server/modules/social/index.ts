import fp from 'fastify-plugin';
import { SocialRegistrationId } from '../../../src/contract/social';
import { servicesOf } from '../../config';
import { registerSimulatorScope } from '../../lib/simulators';
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
    const states = servicesOf(config).social;
    if (SocialRegistrationId.options.some((id) => states[id] === 'simulated'))
      await registerSimulatorScope(app, registerSocialSimulator);
    const off = SocialRegistrationId.options.filter((id) => states[id] === 'off');
    if (off.length > 0)
      app.log.info({ providers: off }, 'social logins off: these providers have no client id');
  },
  { name: 'social', dependencies: ['config', 'database', 'broker', 'auth', 'user'] },
);
