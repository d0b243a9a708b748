import { describe, expect, it } from 'vitest';
import {
  BOARD,
  clampShot,
  computerShot,
  isqrt,
  MAX_SHOT,
  openingStones,
  type Side,
  type Stone,
  settle,
} from '../../src/contract/games/alkkagi';
import recorded from './alkkagi-recorded.json';

const restOf = (stones: readonly Stone[]) => stones.map((s) => [s.x, s.y, s.out]);

describe('alkkagi physics', () => {
  it('takes exact integer square roots and clamps a flick to integers no faster than the fastest', () => {
    for (const n of [0, 1, 2, 3, 4, 15, 16, 17, 99_999_999, 100_000_000, 2 ** 52 - 1])
      expect(isqrt(n) ** 2 <= n && (isqrt(n) + 1) ** 2 > n).toBe(true);
    const { vx, vy } = clampShot(30_000.7, -40_000.2);
    expect(Number.isInteger(vx) && Number.isInteger(vy)).toBe(true);
    expect(isqrt(vx * vx + vy * vy)).toBeLessThanOrEqual(MAX_SHOT);
    expect(clampShot(-100.9, 50.2)).toEqual({ vx: -100, vy: 50 });
  });

  it('knocks the stone it hits head-on off the board, and stops the shooter short of the edge', () => {
    const stones = openingStones();
    const after = settle(stones, { stone: 2, vx: 0, vy: -MAX_SHOT }, 'black');
    expect(after).not.toBeNull();
    expect(after![7]).toMatchObject({ side: 'white', x: 50_000, out: true });
    expect(after![2]!.out).toBe(false);
    expect(after![2]!.y).toBeLessThan(stones[2]!.y);
    // Nothing else moved; the same shot ends the same way every time.
    expect(after!.filter((_s, i) => i !== 2 && i !== 7)).toEqual(stones.filter((_, i) => i !== 2 && i !== 7));
    expect(restOf(settle(stones, { stone: 2, vx: 0, vy: -MAX_SHOT }, 'black')!)).toEqual(restOf(after!));
  });

  it('refuses a flick of the other side’s stone or of a stone already off', () => {
    const stones = openingStones();
    expect(settle(stones, { stone: 7, vx: 0, vy: 100 }, 'black')).toBeNull();
    const off = stones.map((s, i) => (i === 0 ? { ...s, out: true } : s));
    expect(settle(off, { stone: 0, vx: 0, vy: -100 }, 'black')).toBeNull();
  });

  it('gives a strong computer a shot that knocks a stone off from the opening', () => {
    const stones = openingStones();
    const shot = computerShot(stones, 'white', 'hard');
    expect(shot).not.toBeNull();
    const after = settle(stones, shot!, 'white')!;
    expect(after.filter((s) => s.out && s.side === 'black').length).toBeGreaterThan(0);
    expect(after.filter((s) => s.out && s.side === 'white')).toHaveLength(0);
    expect(after.every((s) => s.out || (s.x >= 0 && s.x <= BOARD && s.y >= 0 && s.y <= BOARD))).toBe(true);
  });
});

describe('shots played in the browser', () => {
  it('come to rest in Node exactly where they came to rest on the page', () => {
    // tests/e2e/alkkagi.spec.ts played them on the page (the member's flick by drag and the
    // computer's answer; ALKKAGI_RECORD=this file) and kept the stones before, the shot and
    // where the page's stones stopped.
    expect(recorded.length).toBeGreaterThanOrEqual(2);
    for (const { before, side, shot, rest } of recorded) {
      const after = settle(before as Stone[], shot, side as Side);
      expect(after && restOf(after)).toEqual(rest);
    }
  });
});
