import fp from 'fastify-plugin';
import { apiRoutes, type Services } from '../../../src/contract';
import { servicesOf } from '../../config';
import { isDirectLoopback } from '../../lib/direct-loopback';

/**
 * What the pages may offer and must mark: whether this is the demo, and which outside services
 * are real, simulated or off (`src/contract/services.ts`).
 */
export const servicesModule = fp(
  async (app) => {
    const services = servicesOf(app.config);
    app.get(apiRoutes.services, async (req): Promise<Services> => {
      // A simulated login opens the simulator's page, which answers only this machine.
      if (isDirectLoopback(req)) return { ...services, soopSimulatorHere: services.soop === 'simulated' };
      const reachable = (state: Services['soop']) => (state === 'simulated' ? 'off' : state);
      const { naver, kakao, afreecatv } = services.social;
      return {
        ...services,
        social: { naver: reachable(naver), kakao: reachable(kakao), afreecatv: reachable(afreecatv) },
        soopSimulatorHere: false,
      };
    });
  },
  { name: 'services', dependencies: ['config'] },
);
