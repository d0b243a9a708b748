import type { FastifyInstance } from 'fastify';
import { SIMULATOR_PREFIXES } from '../../src/contract/services';
import { isDirectLoopback } from './direct-loopback';
import { HttpError } from './http-error';

export { SIMULATOR_PREFIXES };

export const isSimulatorPath = (url: string): boolean => {
  const path = url.split('?')[0] ?? '';
  return Object.values(SIMULATOR_PREFIXES).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/** What a simulator path answers anyone but this machine: the same as an address that does not exist. */
export const notHere = () => new HttpError(404, '요청한 주소를 찾을 수 없습니다.');

/**
 * Registers a simulator's routes in a scope that answers only this machine itself (a loopback
 * socket, no proxy headers): its sign-in page would sign anyone in as anyone, and its control
 * routes make donations and notices. Production never calls this (`config.simulators`).
 */
export async function registerSimulatorScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => void | Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => {
      if (!isDirectLoopback(req)) throw notHere();
    });
    await register(scope);
  });
}
