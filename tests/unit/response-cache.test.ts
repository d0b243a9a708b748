import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../../server/lib/response-cache';

describe('ResponseCache', () => {
  it('shares one computation between concurrent callers and keeps the answer', async () => {
    const cache = new ResponseCache<number>();
    let runs = 0;
    const compute = async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 5));
      return 42;
    };
    expect(await Promise.all([cache.getOrCompute('k', compute), cache.getOrCompute('k', compute)])).toEqual([
      42, 42,
    ]);
    expect(await cache.getOrCompute('k', compute)).toBe(42);
    expect(runs).toBe(1);
  });

  it('never hands out an answer computed before an invalidation', async () => {
    const cache = new ResponseCache<string>();
    let release!: (v: string) => void;
    const stale = cache.getOrCompute('k', () => new Promise((r) => (release = r)));
    cache.invalidate();
    const fresh = cache.getOrCompute('k', async () => 'fresh');
    release('stale');
    expect(await stale).toBe('stale');
    expect(await fresh).toBe('fresh');
    expect(await cache.getOrCompute('k', async () => 'other')).toBe('fresh');
  });

  it("drops a tag's answers and those kept for any change, and keeps other tags'", async () => {
    const cache = new ResponseCache<string>();
    await cache.getOrCompute('free', async () => 'free 1', ['free']);
    await cache.getOrCompute('humor', async () => 'humor 1', ['humor']);
    await cache.getOrCompute('all', async () => 'all 1');
    let release!: (v: string) => void;
    const inFlight = cache.getOrCompute('free-2', () => new Promise((r) => (release = r)), ['free']);
    cache.invalidate('free');
    release('free-2 stale');
    await inFlight;
    expect(await cache.getOrCompute('free', async () => 'free 2', ['free'])).toBe('free 2');
    expect(await cache.getOrCompute('free-2', async () => 'free-2 fresh', ['free'])).toBe('free-2 fresh');
    expect(await cache.getOrCompute('all', async () => 'all 2')).toBe('all 2');
    expect(await cache.getOrCompute('humor', async () => 'humor 2', ['humor'])).toBe('humor 1');
    cache.invalidate();
    expect(await cache.getOrCompute('humor', async () => 'humor 3', ['humor'])).toBe('humor 3');
  });

  it('forgets failures and evicts the oldest entry when full', async () => {
    const cache = new ResponseCache<number>(2);
    await expect(cache.getOrCompute('bad', async () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(await cache.getOrCompute('bad', async () => 1)).toBe(1);
    await cache.getOrCompute('b', async () => 2);
    await cache.getOrCompute('c', async () => 3);
    expect(await cache.getOrCompute('bad', async () => 9)).toBe(9);
  });
});
