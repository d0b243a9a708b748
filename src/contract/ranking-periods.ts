/**
 * Ranking periods, in Seoul time: this week from Monday 00:00, this month from the 1st, all time.
 * A plain list (no zod): the rankings' routes read it on the first page. `RankPeriod` in
 * ./ranking is the schema over it.
 */
export const RANK_PERIODS = ['week', 'month', 'all'] as const;
