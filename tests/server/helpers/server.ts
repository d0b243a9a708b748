import type { AddressInfo } from 'node:net';
import { buildServer, type Server } from '../../../server/app';
import { type Config, loadConfig } from '../../../server/config';
import { ApiClient } from './api-client';
import { freshDatabaseUrl } from './database';

export interface TestServer {
  server: Server;
  /** The file's own PostgreSQL database; undefined on PGlite. */
  databaseUrl: string | undefined;
  url: string;
  wsUrl: string;
  client(): ApiClient;
  /** One round of the platform poller (against the simulator). */
  poll(): Promise<void>;
  /** A signed-in client for one of the demo accounts (README lists them). */
  as(username: string): Promise<ApiClient>;
  close(): Promise<void>;
}

const DEMO_PASSWORDS: Record<string, string> = {
  admin: 'admin1234',
  manager: 'manager1234',
  crew: 'crew1234',
  soopfan: 'fan12345',
  newbie: 'newbie1234',
  excel: 'excel1234',
};

/** A real server on a free port with a fresh database and the demo data; `overrides` change its config. */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const settings = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    redisUrl: undefined,
    logLevel: 'warn' as const,
    staticDir: undefined,
    // Each test makes the shop and events it needs (tests/server/demo-events.test.ts has the demo's).
    seedDemoEvents: false,
    // The web-push tests run their push service on loopback.
    pushAllowLoopback: true,
    // Hundreds of sign-ins a suite: a cheap hash (the seeded template's too, database-template.ts).
    passwordCost: 10,
    // Tests drive the simulator and poll by hand.
    soop: { stationUrl: null, boardUrl: null, pollMs: 0, timeoutMs: 2000, simulatorTickMs: 0 },
    ...overrides,
  };
  // The demo data as most test servers have it comes seeded in its template: the seed skips it then.
  const db = await freshDatabaseUrl(undefined, { seeded: settings.seedDemo && !settings.seedDemoEvents });
  const config = { ...settings, dataDir: db.dataDir, databaseUrl: db.databaseUrl };
  const server = await buildServer(config);
  // A deep accept queue: the concurrency tests open 1,000 connections at once (Node's default is 511).
  await server.app.listen({ port: 0, host: '127.0.0.1', backlog: 2048 });
  const { port } = server.app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const poller = server.startPlatformPolling(url);
  return {
    server,
    databaseUrl: db.databaseUrl,
    poll: () => poller.pollOnce(),
    url,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    client: () => new ApiClient(url),
    async as(username) {
      const c = new ApiClient(url);
      await c.login(username, DEMO_PASSWORDS[username] ?? '');
      return c;
    },
    async close() {
      await server.close();
      await db.drop();
    },
  };
}
