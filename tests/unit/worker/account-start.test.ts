import { afterEach, describe, expect, it } from 'vitest';
import type { PostView } from '../../../workers/api';
import { board, FakeServer, post } from './support/fake-server';
import { memoryStorage, startWorker, waitFor, watch } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

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
});
