import { describe, expect, it } from 'vitest';
import { resultOf, type Stake, settlePool } from '../../server/modules/dusan/settle';

const at = (n: number) => new Date(2026, 3, 1, 18, 0, n);
const stake = (userUuid: string, pick: Stake['pick'], amount: number, n = 0): Stake => ({
  userUuid,
  pick,
  stake: amount,
  createdAt: at(n),
});

describe('pari-mutuel settlement', () => {
  it('pays the winners exactly the pool, by stake, the rounding left to the largest stakes', () => {
    const stakes = [
      stake('a', 'DOOSAN', 1, 0),
      stake('b', 'DOOSAN', 1, 1),
      stake('c', 'DOOSAN', 1, 2),
      stake('d', 'DRAW', 1, 3),
    ];
    const settled = settlePool(stakes, 'DOOSAN');
    // 4 points over 3 equal stakes: 1 each, the one left to the earliest.
    expect(settled.map((s) => s.payout)).toEqual([2, 1, 1, 0]);
    expect(settled.map((s) => s.kind)).toEqual(['PAYOUT', 'PAYOUT', 'PAYOUT', 'LOST']);
  });

  it('always sums to the pool over random stakes', () => {
    for (let round = 0; round < 200; round++) {
      const picks = ['DOOSAN', 'OPPONENT', 'DRAW'] as const;
      const stakes = Array.from({ length: 1 + (round % 37) }, (_, i) =>
        stake(`m${i}`, picks[(i * 7 + round) % 3]!, 10 + ((i * 7919 + round * 104729) % 100_000), i),
      );
      const pool = stakes.reduce((sum, s) => sum + s.stake, 0);
      const settled = settlePool(stakes, 'OPPONENT');
      expect(settled.reduce((sum, s) => sum + s.payout, 0)).toBe(pool);
      expect(settled.every((s) => s.payout >= 0)).toBe(true);
    }
  });

  it('refunds every stake when nobody picked the result, or the game has none (cancelled)', () => {
    const stakes = [stake('a', 'DOOSAN', 30), stake('b', 'DOOSAN', 70)];
    for (const result of ['DRAW', null] as const)
      expect(settlePool(stakes, result)).toEqual([
        { userUuid: 'a', payout: 30, kind: 'REFUND' },
        { userUuid: 'b', payout: 70, kind: 'REFUND' },
      ]);
  });

  it('reads the result off the final score', () => {
    expect([resultOf(3, 1), resultOf(1, 3), resultOf(2, 2)]).toEqual(['DOOSAN', 'OPPONENT', 'DRAW']);
  });
});
