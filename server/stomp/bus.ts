import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { Role } from '../../src/contract';
import type { BrokerLogger } from './logger';

/**
 * What travels between broker nodes. Every node, the publisher's included, acts on each message,
 * so a client connected anywhere hears it and a revoked session is cut off everywhere.
 */
export const BusMessage = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('message'),
    destination: z.string(),
    /** Already JSON: serialised once by the publishing node. */
    body: z.string(),
    /** Deliver only to sockets of this session (the per-session logout event). */
    onlySessionId: z.string().optional(),
    /** Deliver only to sockets whose member may read it (`mayRead`); absent or `[]` = everyone. */
    readRoles: z.array(Role).optional(),
  }),
  z.object({ kind: z.literal('closeSession'), sessionId: z.string() }),
  z.object({ kind: z.literal('closeUser'), uuid: z.string() }),
]);
export type BusMessage = z.infer<typeof BusMessage>;

export interface MessageBus {
  /** Handles the message on this node at once, then sends it to the others (rejects if that fails). */
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): void;
  /** Resolves once other nodes are reachable both ways; rejects if Redis fails before that. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface BusOptions {
  logger: BrokerLogger;
  /** Without it the bus stays inside this process (one node). */
  redisUrl?: string;
  /** Redis channel; tests give each run its own so parallel runs do not hear each other. */
  channel?: string;
}

const DEFAULT_BUS_CHANNEL = 'stomp:bus';

export function createBus(options: BusOptions): MessageBus {
  return options.redisUrl === undefined
    ? createInProcessBus(options.logger)
    : createRedisBus(options.redisUrl, options.channel ?? DEFAULT_BUS_CHANNEL, options.logger);
}

function dispatcher(logger: BrokerLogger) {
  const handlers: ((message: BusMessage) => void)[] = [];
  return {
    add: (handler: (message: BusMessage) => void) => handlers.push(handler),
    dispatch(message: BusMessage) {
      for (const handler of handlers) {
        try {
          handler(message);
        } catch (err) {
          logger.error({ err }, 'stomp bus handler failed');
        }
      }
    },
  };
}

/** Delivers synchronously, so when `publish` resolves every local socket has been written to. */
function createInProcessBus(logger: BrokerLogger): MessageBus {
  const handlers = dispatcher(logger);
  return {
    async publish(message) {
      handlers.dispatch(message);
    },
    subscribe: handlers.add,
    ready: async () => {},
    close: async () => {},
  };
}

/** What goes over Redis: the message and the node that sent it, which has already handled it. */
const RedisEnvelope = z.object({ from: z.string(), message: BusMessage });

/**
 * Redis pub/sub on one channel. A subscribed connection cannot publish, hence two connections.
 * The publishing node handles its own message at once and skips its echo, so while Redis is down
 * this node still serves its own sockets (and still closes revoked sessions here).
 */
function createRedisBus(url: string, channel: string, logger: BrokerLogger): MessageBus {
  const handlers = dispatcher(logger);
  const nodeId = randomUUID();
  // Fail fast while Redis is away rather than queue pushes that replication will resend anyway.
  const publisher = new Redis(url, { enableOfflineQueue: false });
  const subscriber = new Redis(url);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (err) => logger.warn({ err }, 'stomp bus redis error'));
  }
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const parsed = RedisEnvelope.safeParse(safeJsonParse(raw));
    if (!parsed.success) logger.warn({ raw: raw.slice(0, 200) }, 'stomp bus dropped a malformed message');
    else if (parsed.data.from !== nodeId) handlers.dispatch(parsed.data.message);
  });
  const ready = Promise.all([
    subscriber.subscribe(channel),
    publisher.status === 'ready' ? undefined : once(publisher, 'ready'),
  ]).then(() => undefined);
  // Avoid an unhandled rejection before anyone awaits ready(); the failure is still reported there.
  ready.catch((err: unknown) => logger.error({ err }, 'stomp bus could not start'));
  return {
    async publish(message) {
      handlers.dispatch(message);
      await publisher.publish(channel, JSON.stringify({ from: nodeId, message }));
    },
    subscribe: handlers.add,
    ready: () => ready,
    async close() {
      subscriber.disconnect();
      if (publisher.status === 'ready') await publisher.quit();
      else publisher.disconnect();
    },
  };
}

function safeJsonParse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}
