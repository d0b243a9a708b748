import { sql } from 'drizzle-orm';
import type { DonationRankEntry, PointRankEntry, PointReason } from '../../../src/contract';
import { EARNING_REASONS, RANK_LIST_SIZE } from '../../../src/contract';
import type { Db } from '../../db/client';

/**
 * What the points ranking counts: what members earned in the community (check-in, posts, comments,
 * likes received) less what deletions took back, as the page says. Staff adjustments, points passed
 * on by another member and spending neither raise nor lower anyone's line (PRODUCT.md "Rank tiers").
 */
const RANKED: readonly PointReason[] = [...EARNING_REASONS].filter((reason) => reason !== 'ADMIN_ADJUST');

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Rankings straight from the ledger and the donations, computed in one statement each. */
export function createRankRepository(db: Db) {
  return {
    /** The top members by points earned since `since`, and `meUuid`'s own line wherever it is. */
    async points(since: Date | null, meUuid: string | null): Promise<PointRankEntry[]> {
      const result = await db.execute(sql`
        with totals as (
          select l.user_uuid, sum(case l.type when 'C' then l.amount else -l.amount end)::bigint as point
          from point_ledger l
          where l.reason in (${sql.join(
            RANKED.map((reason) => sql`${reason}`),
            sql`, `,
          )}) ${since ? sql`and l.created_at >= ${since.toISOString()}` : sql``}
          group by l.user_uuid
          having sum(case l.type when 'C' then l.amount else -l.amount end) > 0
        ), ranked as (
          select t.user_uuid, t.point, u.nickname, rank() over (order by t.point desc)::int as position
          from totals t join users u on u.uuid = t.user_uuid and u.withdrawn_at is null
        )
        select * from ranked
        where position <= ${RANK_LIST_SIZE} or user_uuid = ${meUuid ?? '00000000-0000-0000-0000-000000000000'}
        order by position, nickname
        limit ${RANK_LIST_SIZE * 2}`);
      return rowsOf<{ user_uuid: string; point: string | number; nickname: string; position: number }>(
        result,
      ).map((r) => ({
        position: Number(r.position),
        userUuid: r.user_uuid,
        nickname: r.nickname,
        point: Number(r.point),
      }));
    },

    /** The top givers of balloons since `since`, and `meSoopId`'s own line wherever it is. */
    async donations(since: Date | null, meSoopId: string | null): Promise<DonationRankEntry[]> {
      const result = await db.execute(sql`
        with totals as (
          select d.donor_user_id, sum(d.balloons)::bigint as balloons, max(d.donor_nick) as donor_nick
          from soop_donations d
          ${since ? sql`where d.donated_at >= ${since.toISOString()}` : sql``}
          group by d.donor_user_id
        ), ranked as (
          select t.donor_user_id, t.balloons, coalesce(u.nickname, t.donor_nick) as nickname, u.uuid as user_uuid,
            rank() over (order by t.balloons desc)::int as position
          from totals t
          left join users u on lower(u.afreecatv_user_id) = t.donor_user_id and u.withdrawn_at is null
        )
        select * from ranked
        where position <= ${RANK_LIST_SIZE} or donor_user_id = ${meSoopId?.toLowerCase() ?? ''}
        order by position, nickname
        limit ${RANK_LIST_SIZE * 2}`);
      return rowsOf<{
        donor_user_id: string;
        balloons: string | number;
        nickname: string;
        user_uuid: string | null;
        position: number;
      }>(result).map((r) => ({
        position: Number(r.position),
        soopUserId: r.donor_user_id,
        nickname: r.nickname,
        userUuid: r.user_uuid,
        balloons: Number(r.balloons),
      }));
    },
  };
}

export type RankRepository = ReturnType<typeof createRankRepository>;
