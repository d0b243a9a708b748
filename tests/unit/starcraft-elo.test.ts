import { describe, expect, it } from 'vitest';
import { ELO_K, ELO_START, eloDelta, eloExpected, replayElo } from '../../src/contract/starcraft-elo';

describe('StarCraft Elo (K = 32, start 1500)', () => {
  it('moves half of K between equals and less when the favourite wins', () => {
    expect(ELO_START).toBe(1500);
    expect(ELO_K).toBe(32);
    expect(eloExpected(1500, 1500)).toBe(0.5);
    expect(eloDelta(1500, 1500)).toBe(16);
    // 400 points ahead is 10 to 1: the favourite gains 32 × 1/11 ≈ 2.9, the underdog 32 × 10/11 ≈ 29.1.
    expect(eloDelta(1900, 1500)).toBe(3);
    expect(eloDelta(1500, 1900)).toBe(29);
  });

  it('replays a known sequence in order, zero-sum', () => {
    const { ratings, steps } = replayElo([
      { id: 'g1', winnerId: 'a', loserId: 'b' }, // 1500/1500: ±16 → a 1516, b 1484
      { id: 'g2', winnerId: 'b', loserId: 'a' }, // b expected 0.454: +17 → b 1501, a 1499
      { id: 'g3', winnerId: 'a', loserId: 'c' }, // a 1499 vs c 1500: +16 → a 1515, c 1484
      { id: 'g4', winnerId: 'c', loserId: 'b' }, // c 1484 vs b 1501: +17 → c 1501, b 1484
    ]);
    expect(steps.get('g1')).toEqual({ winnerRating: 1516, loserRating: 1484, delta: 16 });
    expect(steps.get('g2')).toEqual({ winnerRating: 1501, loserRating: 1499, delta: 17 });
    expect(steps.get('g3')).toEqual({ winnerRating: 1515, loserRating: 1484, delta: 16 });
    expect(steps.get('g4')).toEqual({ winnerRating: 1501, loserRating: 1484, delta: 17 });
    expect(Object.fromEntries(ratings)).toEqual({ a: 1515, b: 1484, c: 1501 });
    expect([...ratings.values()].reduce((s, r) => s + r, 0)).toBe(3 * ELO_START);
  });
});
