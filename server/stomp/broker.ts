import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { mayRead, type Role, topicAccess } from '../../src/contract';
import { createAddressSlots } from './address-slots';
import type { Identity } from './authorize';
import { type BusMessage, createBus } from './bus';
import { type ConnectionHost, MAX_CLIENT_FRAME_BYTES, StompConnection } from './connection';
import type { BrokerLogger } from './logger';
import { MessageFrames } from './message-frames';
import { CLOSE_CODES, REFUSAL_MESSAGES, StompRefusal } from './refusals';
import { SubscriptionIndex } from './subscriptions';

export type { Identity } from './authorize';
export { CLOSE_CODES, REFUSAL_MESSAGES } from './refusals';

export const BROKER_PATH = '/ws';
export const DEFAULT_HEARTBEAT_MS = 10_000;
/** How long close() waits for clients to answer the closing handshake before cutting them off. */
const CLOSE_GRACE_MS = 2_000;

export interface BrokerOptions {
  /** Reads the session cookie of the upgrade request; null = anonymous (no user topics, open content only). */
  authenticate: (req: IncomingMessage) => Promise<Identity | null>;
  logger: BrokerLogger;
  /** With it, publishes and session closes reach every node through Redis pub/sub. */
  redisUrl?: string;
  /** Redis channel the nodes share; tests give each run its own. */
  channel?: string;
  /** Heart-beat interval the broker offers and asks for, both ways; 0 turns heart-beats off. */
  heartbeatMs?: number;
  /**
   * Whether the upgrade may come from the page that asks (its Origin): a page of another site would
   * otherwise listen with the member's cookie. Unset = any.
   */
  originAllowed?: (req: IncomingMessage) => boolean;
  /** The client's address (behind a trusted proxy, the forwarded one); default the socket's peer. */
  addressOf?: (req: IncomingMessage) => string;
  /** Open sockets one address may hold on this node; default unlimited. */
  socketsPerAddress?: number;
}

export interface Broker {
  /** Handles `upgrade` on BROKER_PATH; other paths are left alone for other upgrade handlers. */
  attach(server: Server): void;
  /**
   * JSON-serialises `body` once and fans it out through the bus to every node.
   * publish, closeSession and closeUser never reject for a bus failure: this node is served and the
   * failure logged; clients elsewhere catch up when they reconnect and re-pull from their checkpoint.
   * It rejects, before anything is sent, for a destination the contract does not know and for an
   * `audience` topic published without `readRoles`.
   */
  publish(destination: string, body: unknown, opts?: PublishOptions): Promise<void>;
  /** Closes the sockets of this session on every node. */
  closeSession(sessionId: string): Promise<void>;
  /** Closes every socket of this user on every node. */
  closeUser(uuid: string): Promise<void>;
  /** Open sockets on this node. */
  activeSessions(): number;
  /** Called with the destination and JSON body of every message published on any node (caches use it to invalidate). */
  onPublished(listener: (destination: string, body: string) => void): void;
  /** Resolves once the other nodes are reachable (Redis connected and subscribed); await before listening. */
  ready(): Promise<void>;
  /** Closes every socket with 1001 (going away), stops accepting and closes the bus. */
  close(): Promise<void>;
}

export interface PublishOptions {
  /** Deliver only to sockets of this session (the per-session logout event). */
  onlySessionId?: string;
  /** Who may read the message (`mayRead`; `[]` = everyone); required on `audience` topics. */
  readRoles?: readonly Role[];
}

export function createBroker(options: BrokerOptions): Broker {
  const { logger } = options;
  const nodeId = randomUUID().slice(0, 8);
  let messageSeq = 0;
  let closing = false;
  const subscriptions = new SubscriptionIndex<StompConnection>();
  const connections = new Set<StompConnection>();
  const attached = new Map<Server, (req: IncomingMessage, socket: Duplex, head: Buffer) => void>();
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    maxPayload: MAX_CLIENT_FRAME_BYTES,
  });
  const host: ConnectionHost = {
    heartbeatMs: options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS,
    logger,
    subscriptions,
    onInactive: (connection) => connections.delete(connection),
  };
  const bus = createBus({ logger, redisUrl: options.redisUrl, channel: options.channel });
  const slots = createAddressSlots(options.socketsPerAddress ?? Number.POSITIVE_INFINITY);
  const addressOf = options.addressOf ?? ((req: IncomingMessage) => req.socket.remoteAddress ?? '');
  const publishedListeners: ((destination: string, body: string) => void)[] = [];
  bus.subscribe(onBusMessage);

  function onBusMessage(message: BusMessage): void {
    switch (message.kind) {
      case 'message':
        for (const listener of publishedListeners) listener(message.destination, message.body);
        fanOut(message);
        break;
      case 'closeSession':
        closeWhere((identity) => identity.sessionId === message.sessionId);
        break;
      case 'closeUser':
        closeWhere((identity) => identity.uuid === message.uuid);
        break;
    }
  }

  function fanOut(message: Extract<BusMessage, { kind: 'message' }>): void {
    const targets = subscriptions.forDestination(message.destination);
    if (targets === undefined) return;
    const { onlySessionId } = message;
    const readRoles = message.readRoles?.length ? message.readRoles : undefined;
    messageSeq += 1;
    const frames = new MessageFrames(message.destination, message.body, `${nodeId}-${messageSeq}`);
    for (const subscription of targets) {
      const { connection } = subscription;
      if (onlySessionId !== undefined && connection.identity?.sessionId !== onlySessionId) continue;
      if (readRoles !== undefined && !mayRead(readRoles, connection.identity?.roles ?? null)) continue;
      connection.deliver(frames.forSubscription(subscription.escapedId));
    }
  }

  function closeWhere(matches: (identity: Identity) => boolean): void {
    const refusal = new StompRefusal(
      REFUSAL_MESSAGES.sessionClosed,
      'session closed',
      CLOSE_CODES.sessionClosed,
    );
    for (const connection of [...connections]) {
      if (connection.identity !== null && matches(connection.identity)) connection.refuse(refusal);
    }
  }

  async function broadcast(message: BusMessage): Promise<void> {
    try {
      await bus.publish(message);
    } catch (err) {
      logger.error({ err, kind: message.kind }, 'stomp bus could not reach the other nodes');
    }
  }

  async function acceptUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // Node drops its own error listener from upgraded sockets: a reset while we authenticate (or
    // refuse) would crash the process. ws adds its own listener in handleUpgrade.
    const onEarlyError = () => socket.destroy();
    socket.on('error', onEarlyError);
    if (options.originAllowed && !options.originAllowed(req)) return rejectUpgrade(socket, '403 Forbidden');
    const release = slots.take(addressOf(req));
    if (!release) return rejectUpgrade(socket, '429 Too Many Requests');
    socket.once('close', release);
    let identity: Identity | null;
    try {
      identity = closing ? null : await options.authenticate(req);
    } catch (err) {
      logger.error({ err }, 'stomp upgrade authentication failed');
      return rejectUpgrade(socket, '500 Internal Server Error');
    }
    if (closing) return rejectUpgrade(socket, '503 Service Unavailable');
    socket.off('error', onEarlyError);
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (closing) ws.close(CLOSE_CODES.goingAway, 'server shutting down');
      else connections.add(new StompConnection(ws, identity, randomUUID(), host));
    });
  }

  return {
    attach(server) {
      if (attached.has(server)) return;
      const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (pathnameOf(req) === BROKER_PATH) void acceptUpgrade(req, socket, head);
      };
      attached.set(server, onUpgrade);
      server.on('upgrade', onUpgrade);
    },

    async publish(destination, body, opts) {
      const access = topicAccess(destination);
      if (access.kind === 'unknown') throw new TypeError(`${destination} is not a topic of the contract`);
      if (access.kind === 'audience' && opts?.readRoles === undefined) {
        throw new TypeError(`${destination} carries content: say who may read it (readRoles)`);
      }
      const json = JSON.stringify(body);
      if (json === undefined) throw new TypeError(`cannot publish ${typeof body} to ${destination}`);
      await broadcast({
        kind: 'message',
        destination,
        body: json,
        onlySessionId: opts?.onlySessionId,
        readRoles: opts?.readRoles ? [...opts.readRoles] : undefined,
      });
    },

    closeSession: (sessionId) => broadcast({ kind: 'closeSession', sessionId }),
    closeUser: (uuid) => broadcast({ kind: 'closeUser', uuid }),
    activeSessions: () => connections.size,
    onPublished: (listener) => {
      publishedListeners.push(listener);
    },
    ready: () => bus.ready(),

    async close() {
      if (closing) return;
      closing = true;
      for (const [server, onUpgrade] of attached) server.off('upgrade', onUpgrade);
      attached.clear();
      const sockets = [...wss.clients];
      for (const connection of [...connections])
        connection.close(CLOSE_CODES.goingAway, 'server shutting down');
      await closedWithin(sockets, CLOSE_GRACE_MS);
      wss.close();
      await bus.close();
    },
  };
}

function pathnameOf(req: IncomingMessage): string {
  const url = req.url ?? '';
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function rejectUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Waits for the closing handshakes, then cuts off whoever did not answer. */
async function closedWithin(sockets: WebSocket[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const allClosed = Promise.all(
    sockets.map(
      (ws) =>
        new Promise<void>((resolve) =>
          ws.readyState === ws.CLOSED ? resolve() : ws.once('close', () => resolve()),
        ),
    ),
  );
  await Promise.race([allClosed, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
  for (const ws of sockets) if (ws.readyState !== ws.CLOSED) ws.terminate();
}
