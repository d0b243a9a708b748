import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRoutes } from '../../src/contract';
import { startTestServer, type TestServer } from './helpers/server';

const routeTable = vi.hoisted(() => [] as { method: string; url: string }[]);

vi.mock('fastify', async (importOriginal) =>
  (await import('./helpers/route-table')).withRouteTable(await importOriginal(), routeTable),
);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('the path map', () => {
  it('names every API route the server registers', () => {
    const named = new Set<string>(Object.values(apiRoutes));
    const served = routeTable
      .map((r) => r.url)
      .filter((url) => url.startsWith('/api/') || url === '/version.json');
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((url) => !named.has(url))).toEqual([]);
  });
});
