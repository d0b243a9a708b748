import type { RxStorage } from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostView } from '../../../workers/api';
import { databaseName } from '../../../workers/db/database';
import { board, FakeServer, notification, post } from './support/fake-server';
import { memoryStorage, startWorker, testUser, waitFor, watch } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** Memory storage that notes each storage instance opened (`database/collection`) and closed (`database`). */
function countingStorage() {
  const base = memoryStorage();
  const opened: string[] = [];
  const closed: string[] = [];
  const storage: RxStorage<unknown, unknown> = {
    ...base,
    async createStorageInstance(params) {
      opened.push(`${params.databaseName}/${params.collectionName}`);
      const instance = await base.createStorageInstance(params);
      const close = instance.close.bind(instance);
      instance.close = () => {
        closed.push(params.databaseName);
        return close();
      };
      return instance;
    },
  };
  return { storage, opened, closed };
}

describe('opening an account', () => {
  it('answers the page from IndexedDB before its replications, socket and outbox reach the network', async () => {
    const server = new FakeServer();
    server.boards.put(board('free'));
    server.posts.put(post('p1', 'free'));
    const storage = memoryStorage();
    const first = startWorker({ server, storage });
    const pulled = await watch<PostView[]>((cb) => first.api.watchQuery('posts', {}, cb));
    await first.api.openAccount({ user: null, deviceId: 'device' });
    await first.api.setVisible(true);
    await waitFor(() => pulled.latest()?.length === 1);
    await first.api.closeAccount();

    // The next page load: the same database, and every request noted.
    const requests: string[] = [];
    const fetch = server.fetch;
    server.fetch = (input, init) => {
      requests.push(String(input));
      return fetch(input, init);
    };
    const { api } = startWorker({ server, storage });
    stop = () => api.closeAccount();
    let requestsBeforeFirstResult: number | undefined;
    const posts = await watch<PostView[]>((cb) =>
      api.watchQuery('posts', {}, (result) => {
        requestsBeforeFirstResult ??= requests.length;
        cb(result);
      }),
    );
    await api.openAccount({ user: null, deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(() => posts.results.length > 0);
    expect(posts.latest()?.map((row) => row.id)).toEqual(['p1']);
    expect(requestsBeforeFirstResult).toBe(0);
    // Then the account syncs as before.
    await waitFor(() => requests.length > 0);
  });

  it('finds a prepared database open, shows nothing of it before openAccount names it, and closes it for anyone else', async () => {
    const server = new FakeServer();
    const alice = testUser('앨리스');
    const bob = testUser('밥');
    server.notifications.put(notification('a1', alice.uuid, 1));
    const { storage, opened, closed } = countingStorage();
    const { api } = startWorker({ server, storage });
    stop = () => api.closeAccount();
    const unread = await watch<number>((cb) => api.watchQuery('unreadCount', {}, cb));
    const aliceDb = databaseName(alice.uuid);

    const openedFor = (db: string) => opened.filter((name) => name.startsWith(`${db}/`));
    await api.prepareAccount({ userUuid: alice.uuid });
    expect(openedFor(aliceDb)).toContain(`${aliceDb}/notifications`);
    expect(unread.results).toEqual([]);

    server.signedIn = alice.uuid;
    await api.openAccount({ user: alice, deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(() => unread.latest() === 1);
    // Each of alice's stores (collections, then the replications' own) opened once: nothing reopened.
    expect(new Set(openedFor(aliceDb)).size).toBe(openedFor(aliceDb).length);

    // A page load where the check names someone else: the prepared database closes unseen.
    const next = startWorker({ server, storage });
    const nextUnread = await watch<number>((cb) => next.api.watchQuery('unreadCount', {}, cb));
    await next.api.prepareAccount({ userUuid: alice.uuid });
    server.signedIn = bob.uuid;
    await next.api.openAccount({ user: bob, deviceId: 'device' });
    expect(closed).toContain(aliceDb);
    await waitFor(() => nextUnread.results.length > 0);
    expect(nextUnread.results.every((count) => count === 0)).toBe(true);
    await next.api.closeAccount();
  });
});
