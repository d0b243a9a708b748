import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { SESSION_COOKIE } from '../../src/contract';
import { contractPublisher, type Publisher } from '../lib/publisher';
import { findSession } from '../modules/user/sessions';
import { type Broker, createBroker } from '../stomp/broker';
import { originNamesHost } from './origin';

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
 * Browsers always send an Origin on a WebSocket upgrade, and another site's page must not listen
 * with the member's cookie; a client without one (a script, a test) carries no cookie it did not set.
 */
const originAllowed = (req: IncomingMessage) => {
  const { origin } = req.headers;
  return origin === undefined || originNamesHost(origin, req.headers.host);
};

/** The client's address as Fastify's `req.ip` reads it: behind a trusted proxy, the first forwarded one. */
const addressReader = (trustProxy: boolean) => (req: IncomingMessage) => {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || req.socket.remoteAddress || '';
};

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
      originAllowed,
      addressOf: addressReader(app.config.trustProxy),
      socketsPerAddress: app.config.socketsPerAddress,
      heartbeatMs: app.config.heartbeatMs,
      authenticate: async (req) => {
        const sid = readCookie(req.headers.cookie, SESSION_COOKIE);
        const session = sid ? await findSession(app.db, sid) : null;
        return session && { uuid: session.user.uuid, sessionId: session.idHash, roles: session.user.roles };
      },
    });
    app.decorate('broker', broker);
    app.decorate('publisher', contractPublisher(broker));
    app.addHook('onReady', async () => {
      await broker.ready();
      broker.attach(app.server);
    });
    app.addHook('preClose', () => broker.close());
  },
  { name: 'broker', dependencies: ['config', 'database'] },
);
