import { afterEach, describe, expect, it } from 'vitest';
import { apiPath, type PointHistoryRow, type PointStat, topics } from '../../../src/contract';
import { FakeServer } from './support/fake-server';
import { startWorker, testUser, waitFor, watch } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** One ledger row as the history table answers it. */
const historyRow = (userUuid: string, amount: number, balanceAfter: number): PointHistoryRow => ({
  id: crypto.randomUUID(),
  userUuid,
  type: 'C',
  amount,
  balanceAfter,
  reason: 'CHECK_IN',
  memo: '1일 연속 출석',
  refType: 'check-in',
  refId: '2026-11-24',
  createdAt: new Date().toISOString(),
});

/** The fake server, answering the signed-in member's balance, summary and history too. */
function serverWithBalances(balances: Map<string, number>, history: PointHistoryRow[] = []) {
  const server = new FakeServer();
  const rest = server.fetch;
  server.fetch = async (input, init) => {
    const url = new URL(String(input));
    if (server.online && server.signedIn) {
      const point = balances.get(server.signedIn) ?? 0;
      if (url.pathname === apiPath('mePoint')) return Response.json({ point, earned: point });
      if (url.pathname === apiPath('mePointStat'))
        return Response.json({
          point,
          earned: point,
          spent: 0,
          monthEarned: point,
          monthSpent: 0,
          tier: 'TP',
          nextTier: 'CF',
          toNextTier: 10_000 - point,
        } satisfies PointStat);
      if (url.pathname === apiPath('mePointHistoryTable'))
        return Response.json({
          draw: 0,
          recordsTotal: history.length,
          recordsFiltered: history.length,
          data: history,
        });
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
    broker.publish(topics.userPoint(user.uuid), { point: 1_500, earned: 1_500 });
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

  it('keeps the summary and the newest history, refetched after each change, for reading offline', async () => {
    const balances = new Map<string, number>();
    const history: PointHistoryRow[] = [];
    const { api, server, broker } = startWorker({ server: serverWithBalances(balances, history) });
    stop = () => api.closeAccount();
    const user = testUser();
    server.signedIn = user.uuid;
    const rows = await watch<PointHistoryRow[] | null>((cb) => api.watchQuery('pointHistory', {}, cb));
    const stat = await watch<PointStat | null>((cb) => api.watchQuery('pointStat', {}, cb));
    await api.openAccount({ user, deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(() => rows.latest()?.length === 0);

    await waitFor(() => broker.subscribed(topics.userPoint(user.uuid)));
    balances.set(user.uuid, 10);
    history.unshift(historyRow(user.uuid, 10, 10));
    broker.publish(topics.userPoint(user.uuid), { point: 10, earned: 10 });
    await waitFor(() => rows.latest()?.length === 1 && stat.latest()?.earned === 10);

    server.online = false;
    await api.openAccount({ user: null, deviceId: 'device' });
    await waitFor(() => rows.latest() === null);
    await api.openAccount({ user, deviceId: 'device' });
    await waitFor(() => rows.latest()?.[0]?.amount === 10 && stat.latest()?.toNextTier === 9_990);
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
