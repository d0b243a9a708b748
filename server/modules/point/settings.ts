import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/**
 * What members earn and how often (PRODUCT.md "Earning"): settings read from the environment,
 * with defaults that make farming pointless (Gnuboard-style daily caps per action).
 */
const Env = z.object({
  POINT_POST: count(10),
  POINT_POST_DAILY_CAP: count(5),
  POINT_COMMENT: count(2),
  POINT_COMMENT_DAILY_CAP: count(20),
  POINT_LIKE_RECEIVED: count(1),
  POINT_LIKE_DAILY_CAP: count(30),
  POINT_CHECK_IN: count(10),
  POINT_CHECK_IN_BONUS_EVERY: count(7),
  POINT_CHECK_IN_BONUS: count(50),
  POINT_SEND_DAILY_CAP: count(100_000),
  POINT_REVERSAL_HOURS: count(24),
});

export interface PointSettings {
  post: { point: number; dailyCap: number };
  comment: { point: number; dailyCap: number };
  like: { point: number; dailyCap: number };
  checkIn: { point: number; bonusEvery: number; bonus: number };
  /** The most points a member may send in one Seoul day. */
  sendDailyCap: number;
  /** Deleting a post or comment within this many hours takes its points back. */
  reversalHours: number;
}

export function loadPointSettings(env: NodeJS.ProcessEnv): PointSettings {
  const e = Env.parse(env);
  return {
    post: { point: e.POINT_POST, dailyCap: e.POINT_POST_DAILY_CAP },
    comment: { point: e.POINT_COMMENT, dailyCap: e.POINT_COMMENT_DAILY_CAP },
    like: { point: e.POINT_LIKE_RECEIVED, dailyCap: e.POINT_LIKE_DAILY_CAP },
    checkIn: {
      point: e.POINT_CHECK_IN,
      bonusEvery: e.POINT_CHECK_IN_BONUS_EVERY,
      bonus: e.POINT_CHECK_IN_BONUS,
    },
    sendDailyCap: e.POINT_SEND_DAILY_CAP,
    reversalHours: e.POINT_REVERSAL_HOURS,
  };
}
