import { z } from 'zod';
import { apiRoutes } from './api-paths';
import { isoDate } from './common';
import { endpoint } from './endpoint';
import { RANK_PERIODS } from './ranking-periods';

export const RankPeriod = z.enum(RANK_PERIODS);
export type RankPeriod = z.infer<typeof RankPeriod>;

export const rankPeriodNames: Record<RankPeriod, string> = {
  week: '이번 주',
  month: '이번 달',
  all: '전체',
};

export const RankQuery = z.object({ period: RankPeriod.default('week') });

export const RANK_LIST_SIZE = 100;

/** One member in the points ranking: the points they earned in the period. */
export const PointRankEntry = z.object({
  position: z.number().int(),
  userUuid: z.string().uuid(),
  nickname: z.string(),
  point: z.number().int(),
});
export type PointRankEntry = z.infer<typeof PointRankEntry>;

export const PointRanking = z.object({
  period: RankPeriod,
  since: isoDate.nullable(),
  entries: z.array(PointRankEntry),
  /** The caller's own line, also when outside the list; null when they earned nothing in the period. */
  me: PointRankEntry.nullable(),
});
export type PointRanking = z.infer<typeof PointRanking>;

/** One donor in the balloon ranking: a linked member by their nickname, anyone else by their SOOP nickname. */
export const DonationRankEntry = z.object({
  position: z.number().int(),
  soopUserId: z.string(),
  nickname: z.string(),
  userUuid: z.string().uuid().nullable(),
  balloons: z.number().int(),
});
export type DonationRankEntry = z.infer<typeof DonationRankEntry>;

export const DonationRanking = z.object({
  period: RankPeriod,
  since: isoDate.nullable(),
  entries: z.array(DonationRankEntry),
  me: DonationRankEntry.nullable(),
});
export type DonationRanking = z.infer<typeof DonationRanking>;

/** `/rank/point` and `/rank/donation`: members only, as their pages; the list and the caller's own line. */
export const rankingEndpoints = {
  points: endpoint({
    method: 'GET',
    path: apiRoutes.pointRank,
    access: 'member',
    summary: '포인트 순위 (내 순위 포함)',
    query: RankQuery,
    response: PointRanking,
  }),
  donations: endpoint({
    method: 'GET',
    path: apiRoutes.donationRank,
    access: 'member',
    summary: '별풍선 후원 순위 (내 순위 포함)',
    query: RankQuery,
    response: DonationRanking,
  }),
};

/** A balloon (별풍선) gift to a crew station, read from the platform. */
export const Donation = z.object({
  id: z.string(),
  stationUserId: z.string(),
  stationNick: z.string(),
  balloons: z.number().int(),
  message: z.string(),
  donatedAt: isoDate,
});
export type Donation = z.infer<typeof Donation>;

/** `GET /api/v1/user/me/donation/latest`: the member's latest gifts through their linked SOOP account. */
export const DonationList = z.object({ donationList: z.array(Donation) });
export type DonationList = z.infer<typeof DonationList>;
