import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startTestServer, type TestServer } from './helpers/server';
import { openRawStomp } from './stomp/helpers';

/**
 * The live connection (`/ws`) took any page's upgrade and any number of sockets from one address
 * (issue 27). Now another site's page is refused before the member's cookie is read, and one
 * address holds at most WS_SOCKETS_PER_ADDRESS sockets, the next getting 429 until one closes.
 */

let t: TestServer;
beforeAll(async () => {
  // Behind a trusted proxy each test names the caller's address in X-Forwarded-For.
  t = await startTestServer({ trustProxy: true, socketsPerAddress: 3, heartbeatMs: 1000 });
});
afterAll(() => t.close());

/** The HTTP status the upgrade got (101 when it opened; the socket is kept for the test to close). */
async function upgrade(headers: Record<string, string>): Promise<{ status: number; ws: WebSocket }> {
  const ws = new WebSocket(t.wsUrl, { headers });
  const outcome = await Promise.race([
    once(ws, 'upgrade').then(() => 101),
    once(ws, 'unexpected-response').then(([, res]) => (res as { statusCode: number }).statusCode),
  ]);
  if (outcome !== 101) ws.terminate();
  else if (ws.readyState !== ws.OPEN) await once(ws, 'open');
  return { status: outcome, ws };
}

async function closeAll(sockets: WebSocket[]) {
  await Promise.all(
    sockets
      .filter((ws) => ws.readyState === ws.OPEN)
      .map((ws) => {
        ws.close();
        return once(ws, 'close');
      }),
  );
}

describe('the live connection', () => {
  it("refuses another site's page with 403, even with a member's cookie; this site's page and a script connect", async () => {
    const fan = await t.as('soopfan');
    const host = new URL(t.url).host;
    const address = { 'x-forwarded-for': '198.51.100.80' };
    for (const origin of ['https://evil.example', `http://${host}.evil.example`, 'null', 'not a url']) {
      expect((await upgrade({ ...address, origin, cookie: fan.cookie })).status).toBe(403);
    }
    const page = await upgrade({ ...address, origin: t.url, cookie: fan.cookie });
    const script = await upgrade(address);
    expect([page.status, script.status]).toEqual([101, 101]);
    await closeAll([page.ws, script.ws]);
  });

  it('holds one address to its cap, frees a place when a socket closes, and never holds another address', async () => {
    const address = { 'x-forwarded-for': '198.51.100.81', origin: t.url };
    const opened = await Promise.all([1, 2, 3, 4, 5].map(() => upgrade(address)));
    const statuses = opened.map((o) => o.status).sort();
    expect(statuses).toEqual([101, 101, 101, 429, 429]);
    const other = await upgrade({ 'x-forwarded-for': '198.51.100.82', origin: t.url });
    expect(other.status).toBe(101);

    const first = opened.find((o) => o.status === 101)?.ws as WebSocket;
    await closeAll([first]);
    // The server sees the close a moment after the client: retry until the place is free.
    await expect
      .poll(async () => {
        const next = await upgrade(address);
        if (next.status === 101) await closeAll([next.ws]);
        return next.status;
      })
      .toBe(101);
    await closeAll([...opened.map((o) => o.ws), other.ws]);
  });

  it('asks clients for the heart-beat WS_HEARTBEAT_MS sets, and closes one silent for twice that', async () => {
    const raw = await openRawStomp(t.wsUrl);
    raw.sendRaw('CONNECT\naccept-version:1.2\nheart-beat:1000,0\n\n\0');
    expect(await raw.nextFrame()).toMatchObject({
      command: 'CONNECTED',
      headers: { 'heart-beat': '0,1000' },
    });
    expect((await raw.closed).code).toBe(1006);
  });
});
