/**
 * Fan-out: how long until the last of 5,000 subscribed sockets has a ~1 KB publish, for the STOMP
 * broker and for a bare `ws` server broadcasting the same bytes (the floor the broker is held to).
 * Median of 5 rounds per server. Every STOMP client picks its own subscription id, the broker's
 * worst case (one frame buffer per socket); stompjs tabs mostly share ids and cost less.
 *
 * The clients run in forked child processes, one fleet per server. On two cores, clients in the
 * server's process would share its event loop: the server could not write while clients read, and
 * the figure would mostly measure client work. In a child the two sides run on their own cores, as
 * they do in production, and each keeps its own 5,000 file descriptors. Both processes read the same
 * wall clock (performance.timeOrigin + now()), precise to well under a millisecond.
 *
 *   node --import tsx tests/bench/stomp-fanout.ts
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';
import { createBroker } from '../../server/stomp/broker';
import { MessageFrames } from '../../server/stomp/message-frames';
import { topics } from '../../src/contract';

const SOCKETS = 5_000;
const ROUNDS = 5;
/** Connections opened at once; more would overflow the listen backlog and retry for seconds. */
const CONNECT_BATCH = 250;
const ROLE_ENV = 'STOMP_FANOUT_ROLE';
const DESTINATION = topics.board;

type ToClients =
  | { type: 'connect'; url: string; count: number; stomp: boolean }
  | { type: 'arm' }
  | { type: 'exit' };
type FromClients = { type: 'ready' } | { type: 'armed' } | { type: 'received'; lastAt: number };

const wallClock = () => performance.timeOrigin + performance.now();

/** A post change of about 1 KB, like the board topic carries. */
function samplePayload() {
  return {
    entity: 'post',
    type: 'update',
    data: {
      id: '0b7c2f0e-6d1a-4c3e-9f5b-2a8d4e6f1c3b',
      boardId: 'free',
      title: '오늘 방송 정말 재미있었어요! 다음 합방은 언제인가요?',
      content: '<p>어제 스타 합방 보신 분? 마지막 경기 역전승은 정말 대단했습니다. '.repeat(8),
      authorUuid: '11111111-1111-4111-8111-111111111111',
      authorNickname: '씨나인팬',
      likeCount: 42,
      commentCount: 7,
      rev: 123456,
      deleted: false,
      regDate: '2025-09-01T12:34:56.000Z',
    },
  };
}

interface Target {
  url: string;
  stomp: boolean;
  publish(): Promise<void> | void;
  close(): Promise<void>;
}

async function stompTarget(): Promise<Target> {
  const broker = createBroker({
    authenticate: async () => null,
    logger: { info: () => {}, warn: () => {}, error: () => {} },
    heartbeatMs: 0,
  });
  const server = createServer();
  broker.attach(server);
  server.listen(0, '127.0.0.1', 2048);
  await once(server, 'listening');
  const payload = samplePayload();
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
    stomp: true,
    publish: () => broker.publish(DESTINATION, payload, { readRoles: [] }),
    async close() {
      await broker.close();
      server.close();
    },
  };
}

async function bareWsTarget(): Promise<Target> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false, backlog: 2048 });
  await once(wss, 'listening');
  // The very bytes the broker sends a subscriber, built before the clock starts.
  const bytes = new MessageFrames(DESTINATION, JSON.stringify(samplePayload()), 'bench-1').forSubscription(
    'sub-0',
  );
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`,
    stomp: false,
    publish() {
      for (const ws of wss.clients) ws.send(bytes, { binary: false });
    },
    close: () => new Promise((resolve) => wss.close(() => resolve())),
  };
}

function nextMessage(child: ChildProcess, type: FromClients['type']): Promise<FromClients> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`fan-out clients exited with ${code}`));
    const onMessage = (message: FromClients) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/** A target with its own child process of SOCKETS connected (and, for STOMP, subscribed) clients. */
interface Fleet {
  target: Target;
  child: ChildProcess;
  times: number[];
}

async function launchFleet(target: Target): Promise<Fleet> {
  const child = fork(fileURLToPath(import.meta.url), {
    env: { ...process.env, [ROLE_ENV]: 'clients' },
    execArgv: ['--import', 'tsx'],
  });
  const ready = nextMessage(child, 'ready');
  child.send({ type: 'connect', url: target.url, count: SOCKETS, stomp: target.stomp } satisfies ToClients);
  await ready;
  return { target, child, times: [] };
}

/** Milliseconds from publish until the last socket of the fleet has the message. */
async function timeOneRound({ target, child }: Fleet): Promise<number> {
  const armed = nextMessage(child, 'armed');
  child.send({ type: 'arm' } satisfies ToClients);
  await armed;
  const received = nextMessage(child, 'received');
  const startedAt = wallClock();
  await target.publish();
  const done = await received;
  return done.type === 'received' ? done.lastAt - startedAt : Number.NaN;
}

async function retire({ target, child }: Fleet): Promise<void> {
  const exited = once(child, 'exit');
  child.send({ type: 'exit' } satisfies ToClients);
  await exited;
  await target.close();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function benchStompFanout(): Promise<string[]> {
  const stomp = await launchFleet(await stompTarget());
  const bare = await launchFleet(await bareWsTarget());
  try {
    // Rounds alternate between the two, in alternating order, so load from other work on a shared
    // machine falls on both alike; round 0 warms up the JIT and is not counted.
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const fleet of round % 2 === 0 ? [stomp, bare] : [bare, stomp]) {
        const ms = await timeOneRound(fleet);
        if (round > 0) fleet.times.push(ms);
      }
    }
  } finally {
    await Promise.all([retire(stomp), retire(bare)]);
  }
  const stompMs = median(stomp.times);
  const bareMs = median(bare.times);
  return [
    `STOMP fan-out to ${SOCKETS} sockets: ${stompMs.toFixed(1)} ms ` +
      `(bare ws ${bareMs.toFixed(1)} ms, ratio ${(stompMs / bareMs).toFixed(2)}; target ratio <= 1.5)`,
  ];
}

// ---- the child process: SOCKETS raw clients, measured where the bytes arrive ----

function openClient(url: string, stomp: boolean, index: number, onMessage: () => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    // No UTF-8 check on arrival: client work is not what is measured, so keep it small.
    const ws = new WebSocket(url, stomp ? ['v12.stomp'] : [], {
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    ws.once('error', reject);
    if (!stomp) {
      ws.once('open', () => {
        ws.on('message', onMessage);
        resolve(ws);
      });
      return;
    }
    ws.once('open', () => {
      // Each client its own subscription id: the broker's worst case, one frame buffer per socket.
      ws.send(
        'CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0' +
          `SUBSCRIBE\nid:sub-${index}\ndestination:${DESTINATION}\nreceipt:ready\n\n\0`,
      );
    });
    ws.on('message', (data: Buffer) => {
      // 0x4d = 'M': a MESSAGE frame; CONNECTED and RECEIPT come once, before the rounds.
      if (data[0] === 0x4d) onMessage();
      else if (data.includes('RECEIPT')) resolve(ws);
    });
  });
}

async function runClients(): Promise<void> {
  const sockets: WebSocket[] = [];
  let expected = 0;
  let received = 0;
  const onMessage = () => {
    received += 1;
    if (received === expected)
      process.send?.({ type: 'received', lastAt: wallClock() } satisfies FromClients);
  };
  process.on('message', async (message: ToClients) => {
    if (message.type === 'connect') {
      for (let start = 0; start < message.count; start += CONNECT_BATCH) {
        const batch = Array.from({ length: Math.min(CONNECT_BATCH, message.count - start) }, (_, i) =>
          openClient(message.url, message.stomp, start + i, onMessage),
        );
        sockets.push(...(await Promise.all(batch)));
      }
      process.send?.({ type: 'ready' } satisfies FromClients);
    } else if (message.type === 'arm') {
      received = 0;
      expected = sockets.length;
      process.send?.({ type: 'armed' } satisfies FromClients);
    } else {
      for (const ws of sockets) ws.terminate();
      process.exit(0);
    }
  });
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain && process.env[ROLE_ENV] === 'clients') {
  await runClients();
} else if (isMain) {
  for (const line of await benchStompFanout()) console.log(line);
}
