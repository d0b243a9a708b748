import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCountBatcher } from '../../server/lib/count-batcher';
import { splitPool } from '../../server/modules/point-drop/split';

describe('splitPool', () => {
  it('gives every packet at least 1 point and sums exactly to the pool', () => {
    for (const [total, count] of [
      [10_000, 100],
      [100, 100],
      [7, 1],
      [1_000_000, 1_000],
      [5, 4],
    ] as const) {
      const packets = splitPool(total, count);
      expect(packets).toHaveLength(count);
      expect(Math.min(...packets)).toBeGreaterThanOrEqual(1);
      expect(packets.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
  it('is random, not an even split', () => {
    const packets = splitPool(10_000, 100);
    expect(new Set(packets).size).toBeGreaterThan(10);
  });
  it('refuses more packets than points', () => {
    expect(() => splitPool(5, 6)).toThrow(RangeError);
    expect(() => splitPool(5, 0)).toThrow(RangeError);
  });
});

describe('the count batcher', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the first change at once and collapses a burst into one message per window', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const batcher = createCountBatcher(async (id) => {
      sent.push(id);
    }, 150);
    batcher.changed('a');
    expect(sent).toEqual(['a']);
    for (let i = 0; i < 50; i++) batcher.changed('a');
    batcher.changed('b');
    expect(sent).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(149);
    expect(sent).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual(['a', 'b', 'a']);
    // No change in that window: nothing more, and the next change is sent at once again.
    await vi.advanceTimersByTimeAsync(300);
    expect(sent).toEqual(['a', 'b', 'a']);
    batcher.changed('a');
    expect(sent).toEqual(['a', 'b', 'a', 'a']);
    batcher.stop();
  });
});
