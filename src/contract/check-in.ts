import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { PublicUser } from './user';

/** A Seoul calendar day, `YYYY-MM-DD`. */
const SeoulDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /api/v1/user/me/event-check-in`: the member's check-ins this Seoul month and today's state. */
export const CheckInStatus = z.object({
  today: SeoulDay,
  checkedInToday: z.boolean(),
  /** Consecutive days up to today (or up to yesterday while today is still open). */
  streak: z.number().int(),
  /** The days of this month the member checked in. */
  monthDays: z.array(SeoulDay),
  /** What a check-in gives: the daily points, and the bonus on every `bonusEvery`-th day in a row. */
  point: z.number().int(),
  bonus: z.number().int(),
  bonusEvery: z.number().int(),
});
export type CheckInStatus = z.infer<typeof CheckInStatus>;

/** `POST /api/v1/user/me/checked-in`: the new balance and what today's check-in gave. */
export const CheckInResult = z.object({
  point: z.number().int(),
  earned: z.number().int(),
  gained: z.number().int(),
  streak: z.number().int(),
  bonus: z.boolean(),
});
export type CheckInResult = z.infer<typeof CheckInResult>;

const RankedMember = PublicUser.pick({ uuid: true, nickname: true });

/** `GET /api/v1/event/check-in-point-rank`: today's check-in order and the month's streak leaders. */
export const CheckInRank = z.object({
  today: SeoulDay,
  todayOrder: z.array(
    z.object({ order: z.number().int(), member: RankedMember, checkedAt: isoDate, streak: z.number().int() }),
  ),
  streakLeaders: z.array(
    z.object({ member: RankedMember, streak: z.number().int(), monthDays: z.number().int() }),
  ),
});
export type CheckInRank = z.infer<typeof CheckInRank>;

/** The daily check-in (SPEC section 7) and its rank page: a linked member checks in, any member reads. */
export const checkInEndpoints = {
  status: endpoint({
    method: 'GET',
    path: apiRoutes.meCheckIn,
    access: 'member',
    summary: '오늘 출석 여부와 연속 출석',
    response: CheckInStatus,
  }),
  checkIn: endpoint({
    method: 'POST',
    path: apiRoutes.meCheckedIn,
    access: 'linked',
    summary: '출석 체크 (포인트 지급)',
    response: CheckInResult,
  }),
  rank: endpoint({
    method: 'GET',
    path: apiRoutes.checkInRank,
    access: 'member',
    summary: '출석 순위',
    response: CheckInRank,
  }),
};
