import type { GamePeriod } from '../../../src/contract/game';

/** Seoul keeps UTC+9 all year (no summer time). */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Where a leaderboard's period starts: today or this week (from Monday) 00:00 in Seoul, or null for all time. */
export function gamePeriodStart(period: GamePeriod, now: Date = new Date()): Date | null {
  if (period === 'all') return null;
  const seoul = new Date(now.getTime() + SEOUL_OFFSET_MS);
  const back = period === 'week' ? (seoul.getUTCDay() + 6) % 7 : 0;
  const midnight = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate() - back);
  return new Date(midnight - SEOUL_OFFSET_MS);
}
