import { afterEach, describe, expect, it } from 'vitest';
import { databaseName } from '../../../workers/db/database';
import { notification } from './support/fake-server';
import { startWorker, testUser, waitFor, watch } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('per-account databases', () => {
  it('never shows one account’s notifications to another, and reopens from local data offline', async () => {
    const { api, server, account } = startWorker();
    stop = () => api.closeAccount();
    const alice = testUser('앨리스');
    const bob = testUser('밥');
    server.notifications.put(notification('a1', alice.uuid, 1));
    server.notifications.put(notification('a2', alice.uuid, 2));
    server.notifications.put(notification('b1', bob.uuid, 3));
    const unread = await watch<number>((cb) => api.watchQuery('unreadCount', {}, cb));
    await api.setVisible(true);

    server.signedIn = alice.uuid;
    await api.openAccount({ user: alice, deviceId: 'device' });
    expect(account().db.name).toBe(databaseName(alice.uuid));
    await waitFor(() => unread.latest() === 2);

    server.signedIn = bob.uuid;
    await api.openAccount({ user: bob, deviceId: 'device' });
    await waitFor(() => unread.latest() === 1);
    expect((await account().db.notifications.find().exec()).map((d) => d.id)).toEqual(['b1']);

    server.signedIn = null;
    await api.openAccount({ user: null, deviceId: 'device' });
    expect(account().db.name).toBe('c9-anon');
    await waitFor(() => unread.latest() === 0);

    server.online = false;
    await api.openAccount({ user: alice, deviceId: 'device' });
    await waitFor(() => unread.latest() === 2);
  });

  it('shows a queued confirmation at once', async () => {
    const { api, server } = startWorker();
    stop = () => api.closeAccount();
    const user = testUser();
    server.signedIn = user.uuid;
    server.notifications.put(notification('n1', user.uuid, 1));
    const unread = await watch<number>((cb) => api.watchQuery('unreadCount', {}, cb));
    await api.openAccount({ user, deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(() => unread.latest() === 1);

    server.online = false;
    expect((await api.confirmNotification('n1')).status).toBe('queued');
    await waitFor(() => unread.latest() === 0);
  });
});
