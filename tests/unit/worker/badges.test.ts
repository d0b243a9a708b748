import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { apiPath } from '../../../src/contract/api-paths';
import { RANK_TIERS } from '../../../src/contract/rank-tiers';
import { FakeServer } from './support/fake-server';
import { startWorker, testUser, waitFor } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

it('a badge answer that arrives after its account closed is dropped, not thrown', async () => {
  const server = new FakeServer();
  const route = server.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  const member = randomUUID();
  server.fetch = async (input, init) => {
    if (new URL(String(input)).pathname !== apiPath('memberBadges')) return route(input, init);
    asked += 1;
    await held;
    const badge = { uuid: member, tier: RANK_TIERS[0]?.code, rights: [] };
    return new Response(JSON.stringify({ badges: [badge] }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const { api, account } = startWorker({ server });
  stop = () => api.closeAccount();
  await api.openAccount({ user: null, deviceId: 'device' });
  const visitor = account().db;

  const lookUp = api.lookUpBadges([member]);
  await waitFor(() => asked === 1);
  // A sign-in while the request is out closes the visitor's database.
  const user = testUser();
  server.signedIn = user.uuid;
  await api.openAccount({ user, deviceId: 'device' });
  expect(visitor.closed).toBe(true);
  release();
  await expect(lookUp).resolves.toBeUndefined();
});
