import { and, asc, count, desc, eq, gte, isNull, max } from 'drizzle-orm';
import type { CheckInRank, CheckInResult, CheckInStatus } from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { dayBefore, seoulDay } from '../../lib/seoul-day';
import { users } from '../user/tables';
import type { PointWork } from './index';
import type { PointSettings } from './settings';
import { checkIns } from './tables';

type CheckInRule = PointSettings['checkIn'];

/** How many check-ins the rank page lists: today's first comers and the month's streak leaders. */
const TODAY_LIST = 100;
const LEADERS_LIST = 20;

/**
 * Today's check-in (PRODUCT.md "Check-in"): the row keyed by member and Seoul day and its points
 * in one transaction; a second check-in the same day, however concurrent, meets the key and
 * credits nothing. Every `bonusEvery`-th day in a row adds the streak bonus.
 */
export async function checkIn(
  tx: Db,
  { pay }: PointWork,
  userUuid: string,
  rule: CheckInRule,
): Promise<CheckInResult> {
  const today = seoulDay();
  const [yesterday] = await tx
    .select({ streak: checkIns.streak })
    .from(checkIns)
    .where(and(eq(checkIns.userUuid, userUuid), eq(checkIns.day, dayBefore(today))));
  const streak = (yesterday?.streak ?? 0) + 1;
  const bonus = rule.bonusEvery > 0 && rule.bonus > 0 && streak % rule.bonusEvery === 0;
  const gained = rule.point + (bonus ? rule.bonus : 0);
  const [row] = await tx
    .insert(checkIns)
    .values({ userUuid, day: today, streak, point: gained })
    .onConflictDoNothing()
    .returning({ day: checkIns.day });
  if (!row) throw new HttpError(409, '오늘은 이미 출석했습니다. 내일 다시 와 주세요.');
  if (gained === 0) throw new HttpError(400, '지금은 출석 포인트가 없습니다.');
  const paid = await pay({
    userUuid,
    type: 'C',
    amount: gained,
    reason: 'CHECK_IN',
    memo: bonus ? `${streak}일 연속 출석 보너스 포함` : `${streak}일 연속 출석`,
    ref: { type: 'check-in', id: today },
    actorUuid: userUuid,
    idempotencyKey: `check-in:${today}`,
  });
  return { point: paid.point, earned: paid.earned, gained, streak, bonus };
}

/** The member's check-ins this Seoul month and whether today is done. */
export async function readCheckInStatus(db: Db, userUuid: string, rule: CheckInRule): Promise<CheckInStatus> {
  const today = seoulDay();
  const rows = await db
    .select({ day: checkIns.day, streak: checkIns.streak })
    .from(checkIns)
    .where(and(eq(checkIns.userUuid, userUuid), gte(checkIns.day, dayBefore(`${today.slice(0, 7)}-01`))))
    .orderBy(asc(checkIns.day));
  const byDay = new Map(rows.map((r) => [r.day, r.streak]));
  const checkedInToday = byDay.has(today);
  return {
    today,
    checkedInToday,
    streak: byDay.get(today) ?? byDay.get(dayBefore(today)) ?? 0,
    monthDays: rows.map((r) => r.day).filter((day) => day.startsWith(today.slice(0, 7))),
    point: rule.point,
    bonus: rule.bonus,
    bonusEvery: rule.bonusEvery,
  };
}

/** `/event/check-in-point-rank`: today's check-ins in order and this month's longest streaks. */
export async function readCheckInRank(db: Db): Promise<CheckInRank> {
  const today = seoulDay();
  const member = { uuid: users.uuid, nickname: users.nickname };
  const todays = await db
    .select({ member, checkedAt: checkIns.createdAt, streak: checkIns.streak })
    .from(checkIns)
    .innerJoin(users, eq(users.uuid, checkIns.userUuid))
    .where(and(eq(checkIns.day, today), isNull(users.withdrawnAt)))
    .orderBy(asc(checkIns.createdAt))
    .limit(TODAY_LIST);
  const longest = max(checkIns.streak);
  const leaders = await db
    .select({ member, streak: longest, monthDays: count() })
    .from(checkIns)
    .innerJoin(users, eq(users.uuid, checkIns.userUuid))
    .where(and(gte(checkIns.day, `${today.slice(0, 7)}-01`), isNull(users.withdrawnAt)))
    .groupBy(users.uuid, users.nickname)
    .orderBy(desc(longest), desc(count()), asc(users.nickname))
    .limit(LEADERS_LIST);
  return {
    today,
    todayOrder: todays.map((r, i) => ({
      order: i + 1,
      member: r.member,
      checkedAt: r.checkedAt.toISOString(),
      streak: r.streak,
    })),
    streakLeaders: leaders.map((r) => ({ member: r.member, streak: r.streak ?? 0, monthDays: r.monthDays })),
  };
}
