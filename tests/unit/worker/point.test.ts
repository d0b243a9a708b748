import { afterEach, describe, expect, it } from 'vitest';
import { apiPath, topics } from '../../../src/contract';
import { FakeServer } from './support/fake-server';
import { startWorker, testUser, waitFor, watch } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** The fake server, answering the signed-in member's balance too. */
function serverWithBalances(balances: Map<string, number>) {
  const server = new FakeServer();
  const rest = server.fetch;
  server.fetch = async (input, init) => {
    const url = new URL(String(input));
    if (server.online && url.pathname === apiPath('mePoint') && server.signedIn) {
      return Response.json({ point: balances.get(server.signedIn) ?? 0 });
    }
    return rest(input, init);
  };
  return server;
}

describe('the member’s point balance', () => {
  it('is fetched, follows the point topic, and reads offline after a reopen', async () => {
    const balances = new Map<string, number>();
    const { api, server, broker } = startWorker({ server: serverWithBalances(balances) });
    stop = () => api.closeAccount();
    const user = testUser();
    balances.set(user.uuid, 1_200);
    server.signedIn = user.uuid;
    const point = await watch<number | null>((cb) => api.watchQuery('point', {}, cb));

    await api.openAccount({ user, deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(() => point.latest() === 1_200);

    await waitFor(() => broker.subscribed(topics.userPoint(user.uuid)));
    broker.publish(topics.userPoint(user.uuid), { point: 1_500 });
    await waitFor(() => point.latest() === 1_500);

    // A change missed while the socket was down comes with the reconnect.
    balances.set(user.uuid, 1_800);
    broker.dropAll();
    await waitFor(() => point.latest() === 1_800);

    server.online = false;
    await api.openAccount({ user: null, deviceId: 'device' });
    await waitFor(() => point.latest() === null);
    await api.openAccount({ user, deviceId: 'device' });
    await waitFor(() => point.latest() === 1_800);
  });

  it('is nothing for a visitor, who follows no point topic', async () => {
    const { api, broker } = startWorker();
    stop = () => api.closeAccount();
    const point = await watch<number | null>((cb) => api.watchQuery('point', {}, cb));
    await api.openAccount({ user: null, deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(() => broker.connects > 0);
    expect(point.latest()).toBeNull();
    expect(
      [...broker.clients].some((c) => [...c.subscriptions].some((s) => s.destination.endsWith('/point'))),
    ).toBe(false);
  });
});
