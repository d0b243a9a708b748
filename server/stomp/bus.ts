import { Redis } from 'ioredis';
import { z } from 'zod';
import type { BrokerLogger } from './logger';

/**
 * What travels between broker nodes. Every node, including the publisher's, acts on each message,
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
  }),
  z.object({ kind: z.literal('closeSession'), sessionId: z.string() }),
  z.object({ kind: z.literal('closeUser'), uuid: z.string() }),
]);
export type BusMessage = z.infer<typeof BusMessage>;

export interface MessageBus {
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: (message: BusMessage) => void): void;
  /** Resolves once messages from other nodes can arrive (the Redis subscription is live). */
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

export const DEFAULT_BUS_CHANNEL = 'stomp:bus';

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
export function createInProcessBus(logger: BrokerLogger): MessageBus {
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

/**
 * Redis pub/sub on one channel. A subscribed connection cannot publish, hence two connections.
 * The publisher's own node gets its messages back from Redis like every other node, so all nodes
 * see one order of events.
 */
export function createRedisBus(url: string, channel: string, logger: BrokerLogger): MessageBus {
  const handlers = dispatcher(logger);
  const publisher = new Redis(url);
  const subscriber = new Redis(url);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (err) => logger.warn({ err }, 'stomp bus redis error'));
  }
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    const parsed = BusMessage.safeParse(safeJsonParse(raw));
    if (parsed.success) handlers.dispatch(parsed.data);
    else logger.warn({ raw: raw.slice(0, 200) }, 'stomp bus dropped a malformed message');
  });
  const subscribed = subscriber.subscribe(channel).then(() => undefined);
  // Avoid an unhandled rejection before anyone awaits ready(); the failure is still reported there.
  subscribed.catch((err: unknown) => logger.error({ err }, 'stomp bus could not subscribe'));
  return {
    async publish(message) {
      await publisher.publish(channel, JSON.stringify(message));
    },
    subscribe: handlers.add,
    ready: () => subscribed,
    async close() {
      subscriber.disconnect();
      await publisher.quit();
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
