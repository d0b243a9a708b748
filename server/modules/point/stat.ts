import { and, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import { EARNING_REASONS, nextRankTier, type PointStat, rankTierOf } from '../../../src/contract';
import type { Db } from '../../db/client';
import { seoulMonthStart } from '../../lib/seoul-day';
import type { PointTotals } from './ledger';
import { pointLedger } from './tables';

const earning = [...EARNING_REASONS];

/** The member's point summary: earned and spent in total and this Seoul month, and their tier. */
export async function readPointStat(db: Db, userUuid: string, totals: PointTotals): Promise<PointStat> {
  const monthStart = seoulMonthStart();
  const sumWhere = (type: 'C' | 'D', ...conditions: ReturnType<typeof and>[]) =>
    sql<number>`coalesce(sum(${pointLedger.amount}) filter (where ${and(eq(pointLedger.type, type), ...conditions)}), 0)`.mapWith(
      Number,
    );
  const [row] = await db
    .select({
      spent: sumWhere('D', notInArray(pointLedger.reason, earning)),
      monthEarned: sumWhere(
        'C',
        inArray(pointLedger.reason, earning),
        gte(pointLedger.createdAt, monthStart),
      ),
      monthSpent: sumWhere(
        'D',
        notInArray(pointLedger.reason, earning),
        gte(pointLedger.createdAt, monthStart),
      ),
    })
    .from(pointLedger)
    .where(eq(pointLedger.userUuid, userUuid));
  const next = nextRankTier(totals.earned);
  return {
    point: totals.point,
    earned: totals.earned,
    spent: row?.spent ?? 0,
    monthEarned: row?.monthEarned ?? 0,
    monthSpent: row?.monthSpent ?? 0,
    tier: rankTierOf(totals.earned).code,
    nextTier: next?.tier.code ?? null,
    toNextTier: next?.remaining ?? null,
  };
}
