import { DUSAN_HOUSE_SHARE, type DusanPick } from '../../../src/contract';

export interface Stake {
  userUuid: string;
  pick: DusanPick;
  stake: number;
  createdAt: Date;
}

export interface Settled {
  userUuid: string;
  /** What the member gets back: their share (winners), their stake (refunds) or 0. */
  payout: number;
  kind: 'PAYOUT' | 'REFUND' | 'LOST';
}

/**
 * Pari-mutuel settlement (the rule is written out in src/contract/dusan.ts): winners share the pool
 * less the house share in proportion to their stakes, floors first, then the points the rounding
 * left one each to the largest stakes (earliest first), so the payouts sum to exactly that. Nobody
 * on the result, or no result (a cancelled game): every stake back.
 */
export function settlePool(stakes: readonly Stake[], result: DusanPick | null): Settled[] {
  const winners = result === null ? [] : stakes.filter((s) => s.pick === result);
  if (winners.length === 0)
    return stakes.map((s) => ({ userUuid: s.userUuid, payout: s.stake, kind: 'REFUND' }));
  const pool = stakes.reduce((sum, s) => sum + s.stake, 0);
  const prize = pool - Math.floor(pool * DUSAN_HOUSE_SHARE);
  const winning = winners.reduce((sum, s) => sum + s.stake, 0);
  const shares = new Map(winners.map((s) => [s.userUuid, Math.floor((s.stake * prize) / winning)]));
  let left = prize - [...shares.values()].reduce((sum, n) => sum + n, 0);
  const byStake = [...winners].sort(
    (a, b) => b.stake - a.stake || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  for (const s of byStake) {
    if (left === 0) break;
    shares.set(s.userUuid, shares.get(s.userUuid)! + 1);
    left--;
  }
  return stakes.map((s) => {
    const payout = shares.get(s.userUuid) ?? 0;
    return { userUuid: s.userUuid, payout, kind: payout > 0 ? 'PAYOUT' : 'LOST' };
  });
}

/** The pick a final score makes true. */
export const resultOf = (doosan: number, opponent: number): DusanPick =>
  doosan > opponent ? 'DOOSAN' : doosan < opponent ? 'OPPONENT' : 'DRAW';
