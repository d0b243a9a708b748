import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../src/contract';
import type { Publisher } from '../lib/publisher';
import { findSession } from '../modules/user/sessions';
import { type Broker, createBroker } from '../stomp/broker';

declare module 'fastify' {
  interface FastifyInstance {
    broker: Broker;
    /** What modules use of the broker: publish to every node, revoke sockets. */
    publisher: Publisher;
  }
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * The STOMP broker on this server's port. It takes upgrades once the other nodes are reachable,
 * and closes its sockets before the HTTP server closes, which would otherwise wait for them.
 */
export const brokerPlugin = fp(
  async (app) => {
    const broker = createBroker({
      logger: app.log,
      redisUrl: app.config.redisUrl,
      channel: app.config.busChannel,
      authenticate: async (req) => {
        const sid = readCookie(req.headers.cookie, SESSION_COOKIE);
        const session = sid ? await findSession(app.db, sid) : null;
        return session && { uuid: session.user.uuid, sessionId: session.idHash, roles: session.user.roles };
      },
    });
    app.decorate('broker', broker);
    app.decorate('publisher', broker);
    app.addHook('onReady', async () => {
      await broker.ready();
      broker.attach(app.server);
    });
    app.addHook('preClose', () => broker.close());
  },
  { name: 'broker', dependencies: ['config', 'database'] },
);
