import type { RankPeriod } from '../../src/contract';

/** Seoul keeps UTC+9 all year (no summer time). */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * Where a ranking period starts: this week from Monday 00:00 in Seoul, this month from the 1st
 * 00:00 in Seoul, or null for all time. Whatever the server's own zone.
 */
export function periodStart(period: RankPeriod, now: Date = new Date()): Date | null {
  if (period === 'all') return null;
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const y = seoul.getUTCFullYear();
  const m = seoul.getUTCMonth();
  const d = seoul.getUTCDate();
  const midnight = period === 'month' ? Date.UTC(y, m, 1) : Date.UTC(y, m, d - ((seoul.getUTCDay() + 6) % 7));
  return new Date(midnight - SEOUL_OFFSET_MS);
}
