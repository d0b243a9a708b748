import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropQuerySeeds,
  loadQuerySeeds,
  querySeed,
  querySeedsVersion,
  subscribeQuerySeeds,
} from '../../../src/data/query-seeds';
import { liveQueryKey, type QuerySnapshot } from '../../../src/lib/query-snapshots';

const kept = vi.hoisted(() => ({
  snapshots: [] as QuerySnapshot[],
  account: '',
  /** When set, the read answers only once this settles (a slow IndexedDB). */
  delay: null as Promise<void> | null,
}));
vi.mock('../../../src/lib/query-snapshots', async (actual) => ({
  ...(await actual<typeof import('../../../src/lib/query-snapshots')>()),
  readQuerySnapshots: async (account: string) => {
    kept.account = account;
    await kept.delay;
    return kept.snapshots;
  },
}));

const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => ({ id: `p${from + i}` }));
const posts = (limit: number, extra: object = {}) =>
  liveQueryKey('posts', { ...extra, sort: 'latest', limit });

afterEach(() => {
  dropQuerySeeds();
  kept.delay = null;
});

describe('query seeds', () => {
  it('reads the member’s results, or the signed-out ones, and says whether there were any', async () => {
    kept.snapshots = [];
    expect(await loadQuerySeeds('u1', 100)).toBe(false);
    expect(kept.account).toBe('u1');
    kept.snapshots = [{ key: liveQueryKey('boards', {}), result: [], savedAt: 1 }];
    expect(await loadQuerySeeds(null, 100)).toBe(true);
    expect(kept.account).toBe('anon');
    expect(querySeed(liveQueryKey('boards', {}))).toEqual([]);
  });

  it('serves a list from the newest kept result with as many rows or more', async () => {
    kept.snapshots = [
      { key: posts(20), result: rows(20, 100), savedAt: 1 },
      { key: posts(40), result: rows(40), savedAt: 2 },
      { key: posts(20, { boardId: 'free' }), result: rows(20, 500), savedAt: 3 },
    ];
    await loadQuerySeeds(null, 100);
    // The first page left behind when the list grew is older than the longer list.
    expect(querySeed(posts(20))).toEqual(rows(20));
    expect(querySeed(posts(40))).toEqual(rows(40));
    expect(querySeed(posts(60))).toBeUndefined();
    expect(querySeed(posts(20, { boardId: 'free' }))).toEqual(rows(20, 500));
    expect(querySeed(posts(20, { boardId: 'humor' }))).toBeUndefined();
    expect(querySeed(liveQueryKey('unreadCount', {}))).toBeUndefined();
  });

  it('has nothing once dropped (the worker answered)', async () => {
    kept.snapshots = [{ key: liveQueryKey('unreadCount', {}), result: 3, savedAt: 1 }];
    await loadQuerySeeds('u1', 100);
    expect(querySeed(liveQueryKey('unreadCount', {}))).toBe(3);
    dropQuerySeeds();
    expect(querySeed(liveQueryKey('unreadCount', {}))).toBeUndefined();
  });

  it('results read after the wait still stand in, and say so, unless the worker answered first', async () => {
    const unread = liveQueryKey('unreadCount', {});
    kept.snapshots = [{ key: unread, result: 7, savedAt: 1 }];
    let finishRead = () => {};
    kept.delay = new Promise((resolve) => {
      finishRead = resolve;
    });
    expect(await loadQuerySeeds('u1', 5)).toBe(false);
    expect(querySeed(unread)).toBeUndefined();
    const changed = vi.fn();
    const stop = subscribeQuerySeeds(changed);
    const before = querySeedsVersion();
    finishRead();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
    expect(querySeedsVersion()).toBeGreaterThan(before);
    expect(querySeed(unread)).toBe(7);

    kept.delay = new Promise((resolve) => {
      finishRead = resolve;
    });
    await loadQuerySeeds('u1', 5);
    dropQuerySeeds();
    finishRead();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(changed).toHaveBeenCalledOnce();
    expect(querySeed(unread)).toBeUndefined();
    stop();
  });
});
