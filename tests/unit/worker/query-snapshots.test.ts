import { afterEach, describe, expect, it } from 'vitest';
import { liveQueryKey } from '../../../src/lib/query-snapshots';
import type { LocalBoard } from '../../../workers/api';
import { board, notification } from './support/fake-server';
import { startWorker, testUser, waitFor, watch } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** A writer that remembers what it was given, by account and key. */
function recordingWriter() {
  const saved = new Map<string, unknown>();
  return {
    saved,
    save: (account: string, key: string, result: unknown) => void saved.set(`${account}|${key}`, result),
  };
}

describe('query snapshots', () => {
  it('keeps each live query’s latest result under its account and the UI’s key', async () => {
    const writer = recordingWriter();
    const { api, server } = startWorker({ querySnapshots: writer });
    stop = () => api.closeAccount();
    server.boards.put(board('free'));
    const boards = await watch<LocalBoard[]>((cb) => api.watchQuery('boards', {}, cb));
    await api.openAccount({ user: null, deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(() => boards.latest()?.length === 1);
    await waitFor(() => writer.saved.has(`anon|${liveQueryKey('boards', {})}`));
    expect(writer.saved.get(`anon|${liveQueryKey('boards', {})}`)).toEqual(boards.latest());

    // A member's results are kept apart from the signed-out ones.
    const alice = testUser('앨리스');
    server.signedIn = alice.uuid;
    server.notifications.put(notification('a1', alice.uuid, 1));
    const unread = await watch<number>((cb) => api.watchQuery('unreadCount', {}, cb));
    await api.openAccount({ user: alice, deviceId: 'device' });
    await waitFor(() => unread.latest() === 1);
    await waitFor(() => writer.saved.get(`${alice.uuid}|${liveQueryKey('unreadCount', {})}`) === 1);
    expect(writer.saved.has(`anon|${liveQueryKey('unreadCount', {})}`)).toBe(true);
  });
});
