// Plain values (no zod): the rank icon beside every name is on the first page. `RankTier` in
// ./rank is the schema over these codes.

/**
 * SPEC section 3 "Level tiers": a member's tier follows the points they have earned in total
 * (PRODUCT.md "Rank tiers"), never their balance. Highest first.
 */
export const RANK_TIERS = [
  { code: 'GA', rank: 'GANJIGU', name: '간지구', point: 100_000_000 },
  { code: 'CA', rank: 'CHAMPIONGU', name: '챔피언구', point: 30_000_000 },
  { code: 'CH', rank: 'CHOWOLGU', name: '초월구', point: 18_000_000 },
  { code: 'LO', rank: 'LOVELYGU', name: '러블리구', point: 11_000_000 },
  { code: 'JU', rank: 'JUMEOGGU', name: '주먹구', point: 7_000_000 },
  { code: 'GL', rank: 'GEUGLAKGU', name: '극락구', point: 4_000_000 },
  { code: 'PIU', rank: 'PIZZAGU', name: '피자구', point: 2_000_000 },
  { code: 'SLU', rank: 'SALUTEGU', name: '경례구', point: 1_000_000 },
  { code: 'QU', rank: 'QUEEN', name: '여왕', point: 700_000 },
  { code: 'PR', rank: 'PRINCESS', name: '공주', point: 400_000 },
  { code: 'NO', rank: 'NOBLE', name: '귀족', point: 200_000 },
  { code: 'MA', rank: 'MAID', name: '하녀', point: 100_000 },
  { code: 'CI', rank: 'CHICK', name: '병아리', point: 50_000 },
  { code: 'CF', rank: 'CHICK_HALF', name: '반쪽 병아리', point: 10_000 },
  { code: 'TP', rank: 'TADPOLE', name: '올챙이', point: 0 },
] as const;

export type RankTierInfo = (typeof RANK_TIERS)[number];
export type RankTierCode = RankTierInfo['code'];

/** The lowest tier, where every member starts. */
const LOWEST: RankTierInfo = RANK_TIERS[14];

const byCode = new Map<RankTierCode, RankTierInfo>(RANK_TIERS.map((t) => [t.code, t]));
export const rankTierInfo = (code: RankTierCode): RankTierInfo => byCode.get(code) ?? LOWEST;

/** The tier of a member who has earned `earned` points in total. */
export function rankTierOf(earned: number): RankTierInfo {
  return RANK_TIERS.find((t) => earned >= t.point) ?? LOWEST;
}

/** The tier above `earned`'s and the points still to earn for it; null at the top. */
export function nextRankTier(earned: number): { tier: RankTierInfo; remaining: number } | null {
  const current = rankTierOf(earned);
  const index = RANK_TIERS.indexOf(current);
  const next = index > 0 ? RANK_TIERS[index - 1] : undefined;
  return next ? { tier: next, remaining: next.point - earned } : null;
}
