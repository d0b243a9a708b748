import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type IFrame, type IMessage, type StompConfig } from '@stomp/stompjs';
import { WebSocket } from 'ws';
import { type Broker, type BrokerOptions, createBroker, type Identity } from '../../../server/stomp/broker';
import { parseFrames, type StompFrame, serializeFrame } from '../../../server/stomp/frames';
import type { Role } from '../../../src/contract';

export const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** Test sessions travel as `cookie: sid=<uuid>:<sessionId>[:<ROLE,ROLE>]`; no cookie is an anonymous socket. */
async function authenticateFromCookie(req: IncomingMessage): Promise<Identity | null> {
  const match = /(?:^|;\s*)sid=([^:;]+):([^:;]+)(?::([^;]*))?/.exec(req.headers.cookie ?? '');
  if (!match?.[1] || !match[2]) return null;
  const roles = (match[3] ?? 'USER').split(',').filter(Boolean) as Role[];
  return { uuid: match[1], sessionId: match[2], roles };
}

export const sessionCookie = (uuid: string, sessionId: string, roles: readonly Role[] = ['USER']) =>
  `sid=${uuid}:${sessionId}:${roles.join(',')}`;

export interface BrokerServer {
  broker: Broker;
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** A bare node:http server on a free port with the broker attached at /ws. */
export async function startBrokerServer(options: Partial<BrokerOptions> = {}): Promise<BrokerServer> {
  const broker = createBroker({ authenticate: authenticateFromCookie, logger: silentLogger, ...options });
  const server = createServer((_req, res) => res.writeHead(404).end());
  broker.attach(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    broker,
    server,
    url: `ws://127.0.0.1:${port}/ws`,
    async close() {
      await broker.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Polls until `check` is true; for effects that cross a socket and have no event to await. */
export async function eventually(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface TestSubscription {
  messages: IMessage[];
  /** Unsubscribes and waits for the broker's RECEIPT. */
  unsubscribe(): Promise<void>;
}

export interface StompTestClient {
  client: Client;
  errors: IFrame[];
  closes: { code: number; reason: string }[];
  /** Subscribes and waits for the broker's RECEIPT, so a publish right after is heard. */
  subscribe(destination: string): Promise<TestSubscription>;
  /** Subscribes without waiting; for subscriptions the broker refuses. */
  subscribeUnconfirmed(destination: string): void;
  closed(): Promise<{ code: number; reason: string }>;
}

let receiptSeq = 0;

function withReceipt(client: Client, send: (receipt: string) => void): Promise<void> {
  const receipt = `receipt-${++receiptSeq}`;
  const confirmed = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
  send(receipt);
  return confirmed;
}

/** A real @stomp/stompjs client, over `ws` so the test can send the upgrade's cookie. */
export async function connectStomp(
  url: string,
  cookie?: string,
  config: Partial<StompConfig> = {},
): Promise<StompTestClient> {
  const errors: IFrame[] = [];
  const closes: { code: number; reason: string }[] = [];
  const client = new Client({
    webSocketFactory: () => new WebSocket(url, ['v12.stomp'], { headers: cookie ? { cookie } : {} }),
    reconnectDelay: 0,
    heartbeatIncoming: 0,
    heartbeatOutgoing: 0,
    onStompError: (frame) => errors.push(frame),
    onWebSocketClose: (event: { code: number; reason: string }) =>
      closes.push({ code: event.code, reason: String(event.reason) }),
    ...config,
  });
  const connected = new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onWebSocketError = () => reject(new Error('websocket error before CONNECTED'));
  });
  client.activate();
  await connected;
  return {
    client,
    errors,
    closes,
    async subscribe(destination) {
      const messages: IMessage[] = [];
      let unsubscribe = async () => {};
      await withReceipt(client, (receipt) => {
        const subscription = client.subscribe(destination, (message) => messages.push(message), { receipt });
        unsubscribe = () => withReceipt(client, (receipt) => subscription.unsubscribe({ receipt }));
      });
      return { messages, unsubscribe: () => unsubscribe() };
    },
    subscribeUnconfirmed(destination) {
      client.subscribe(destination, () => {});
    },
    async closed() {
      await eventually(() => closes.length > 0);
      return closes[0]!;
    },
  };
}

export interface RawStompClient {
  ws: WebSocket;
  frames: StompFrame[];
  send(frame: StompFrame): void;
  sendRaw(text: string): void;
  nextFrame(): Promise<StompFrame>;
  closed: Promise<{ code: number; reason: string }>;
}

/** A hand-driven STOMP client, for what stompjs will not do: stay silent, split frames, break rules. */
export async function openRawStomp(url: string, cookie?: string): Promise<RawStompClient> {
  const ws = new WebSocket(url, ['v12.stomp'], { headers: cookie ? { cookie } : {} });
  const frames: StompFrame[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let read = 0;
  ws.on('message', (data: Buffer) => {
    const parsed = parseFrames(Buffer.concat([pending, data]));
    pending = parsed.rest;
    frames.push(...parsed.frames);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await once(ws, 'open');
  return {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(serializeFrame(frame)),
    sendRaw: (text) => ws.send(text),
    async nextFrame() {
      await eventually(() => frames.length > read);
      read += 1;
      return frames[read - 1]!;
    },
  };
}
