/**
 * Cheer burst: 500 viewers on the Doosan page, each pressing 응원 10 times at once (5,000 presses,
 * each its own call: the worst case, as the page sends up to 20 presses per call), while every
 * viewer's socket follows `/topic/dusan/{id}/count`. The figure is the time from the last press the
 * server answered until every socket shows the final count of 5,000. The target: under 500 ms (the
 * count messages are batched at one per 150 ms per node, so the last may wait that long).
 *
 * The server runs here; the viewers (sockets and presses) in a forked child, so each side has its
 * own core, as in production. Both read the same wall clock.
 *
 *   node --import tsx tests/bench/cheer-burst.ts
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { WebSocket } from 'ws';
import { apiPath, DEVICE_ID_HEADER, type DusanMatch, topics } from '../../src/contract';
import { startTestServer } from '../server/helpers/server';

const VIEWERS = 500;
const PRESSES_EACH = 10;
const TOTAL = VIEWERS * PRESSES_EACH;
/** Calls in flight at once from the fleet; sockets open this many at a time. */
const LANES = 100;
const TARGET_MS = 500;
const ROLE_ENV = 'CHEER_BURST_ROLE';

type ToFleet = { type: 'run'; url: string; wsUrl: string; matchId: string };
type FromFleet = { type: 'done'; lastPressAt: number; lastSeenAt: number; pressMs: number; shown: number };

const wallClock = () => performance.timeOrigin + performance.now();

export async function benchCheerBurst(): Promise<string[]> {
  // Every viewer comes from this machine's one address.
  const t = await startTestServer({ socketsPerAddress: VIEWERS });
  let child: ChildProcess | undefined;
  try {
    const admin = await t.as('admin');
    const match = (
      await admin.post(apiPath('adminDusan'), {
        opponent: 'LG 트윈스',
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      })
    ).body as DusanMatch;
    child = fork(fileURLToPath(import.meta.url), {
      env: { ...process.env, [ROLE_ENV]: 'fleet' },
      execArgv: ['--import', 'tsx'],
    });
    const done = once(child, 'message') as Promise<[FromFleet]>;
    child.send({ type: 'run', url: t.url, wsUrl: t.wsUrl, matchId: match.id } satisfies ToFleet);
    const [result] = await done;
    const ms = result.lastSeenAt - result.lastPressAt;
    const verdict = result.shown === VIEWERS && ms < TARGET_MS ? 'met' : 'missed';
    return [
      `cheer burst: every one of ${VIEWERS} sockets showed the final ${TOTAL.toLocaleString('en-US')} ` +
        `${ms.toFixed(0)} ms after the last press (target < ${TARGET_MS} ms: ${verdict}); ` +
        `${TOTAL.toLocaleString('en-US')} presses answered in ${result.pressMs.toFixed(0)} ms; ` +
        `sockets at the final count: ${result.shown}/${VIEWERS}`,
    ];
  } finally {
    child?.kill();
    await t.close();
  }
}

// ---- the child process: the viewers ----

function openViewer(
  wsUrl: string,
  destination: string,
  onCount: (count: number) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, ['v12.stomp'], { perMessageDeflate: false });
    ws.once('error', reject);
    ws.once('open', () =>
      ws.send(
        'CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0' +
          `SUBSCRIBE\nid:sub-0\ndestination:${destination}\nreceipt:ready\n\n\0`,
      ),
    );
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text.startsWith('MESSAGE')) {
        const body = text.slice(text.indexOf('\n\n') + 2).replace(/\0\s*$/, '');
        onCount((JSON.parse(body) as { count: number }).count);
      } else if (text.startsWith('RECEIPT')) resolve(ws);
    });
  });
}

async function runFleet({ url, wsUrl, matchId }: ToFleet): Promise<FromFleet> {
  let lastSeenAt = 0;
  let shown = 0;
  const sockets: WebSocket[] = [];
  for (let start = 0; start < VIEWERS; start += LANES) {
    const batch = Array.from({ length: Math.min(LANES, VIEWERS - start) }, () => {
      let best = 0;
      return openViewer(wsUrl, topics.dusanCount(matchId), (count) => {
        if (count <= best) return;
        best = count;
        if (count === TOTAL) {
          shown += 1;
          lastSeenAt = wallClock();
        }
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  const path = url + apiPath('dusanCheer', { id: matchId });
  let next = 0;
  let lastPressAt = 0;
  const startedAt = wallClock();
  // Each viewer is its own device (the server caps presses per viewer, not per address).
  const press = async (viewer: number) => {
    const res = await fetch(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        origin: url,
        [DEVICE_ID_HEADER]: `bench-viewer-${viewer}`,
      },
      body: '{"count":1}',
    });
    await res.arrayBuffer();
    lastPressAt = Math.max(lastPressAt, wallClock());
  };
  await Promise.all(
    Array.from({ length: LANES }, async () => {
      while (next < TOTAL) await press(next++ % VIEWERS);
    }),
  );
  const pressMs = wallClock() - startedAt;
  const deadline = Date.now() + 10_000;
  while (shown < VIEWERS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  for (const ws of sockets) ws.terminate();
  return { type: 'done', lastPressAt, lastSeenAt, pressMs, shown };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain && process.env[ROLE_ENV] === 'fleet') {
  process.once('message', async (message: ToFleet) => {
    process.send?.(await runFleet(message));
  });
} else if (isMain) {
  for (const line of await benchCheerBurst()) console.log(line);
}
