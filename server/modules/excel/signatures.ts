import { asc, eq, sql } from 'drizzle-orm';
import type {
  DonationRankEntry,
  MemberSignatures,
  SignatureNumber,
  SignatureRankEntry,
} from '../../../src/contract';
import { RANK_LIST_SIZE } from '../../../src/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { crewStations } from '../soop/tables';
import { excelSignatures } from './tables';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Signature numbers per crew station, and the two rankings built on excel gifts and signatures. */
export function createExcelSignatures(db: Db) {
  return {
    /** Every crew station with its signatures by count (a station with none is listed empty). */
    async list(): Promise<MemberSignatures[]> {
      const [crew, numbers] = await Promise.all([
        db.select().from(crewStations).orderBy(asc(crewStations.sort), asc(crewStations.userId)),
        db.select().from(excelSignatures).orderBy(asc(excelSignatures.count)),
      ]);
      return crew.map((c) => ({
        stationUserId: c.userId,
        nick: c.userNick,
        numbers: numbers
          .filter((n) => n.stationUserId === c.userId)
          .map(({ count, title }) => ({ count, title })),
      }));
    },

    /** Replaces a station's list in one transaction. */
    async replace(stationUserId: string, numbers: SignatureNumber[]): Promise<MemberSignatures> {
      return db.transaction(async (tx) => {
        const [crew] = await tx.select().from(crewStations).where(eq(crewStations.userId, stationUserId));
        if (!crew) throw notFound('크루 방송국을 찾을 수 없어요.');
        await tx.delete(excelSignatures).where(eq(excelSignatures.stationUserId, stationUserId));
        if (numbers.length > 0)
          await tx.insert(excelSignatures).values(numbers.map((n) => ({ stationUserId, ...n })));
        const sorted = [...numbers].sort((a, b) => a.count - b.count);
        return { stationUserId, nick: crew.userNick, numbers: sorted };
      });
    },

    /**
     * Givers by balloons counted on excel boards since `since`, and `meSoopId`'s own line. A gift
     * counts once here even where two sessions open at the same time both counted it.
     */
    async excelDonations(since: Date | null, meSoopId: string | null): Promise<DonationRankEntry[]> {
      const result = await db.execute(sql`
        with gifts as (
          select distinct on (b.donation_id) b.donor_user_id, b.donor_nick, b.balloons
          from excel_balloons b
          ${since ? sql`where b.donated_at >= ${since.toISOString()}` : sql``}
          order by b.donation_id
        ), totals as (
          select g.donor_user_id, sum(g.balloons)::bigint as balloons, max(g.donor_nick) as donor_nick
          from gifts g
          group by g.donor_user_id
        ), ranked as (
          select t.donor_user_id, t.balloons, coalesce(u.nickname, t.donor_nick) as nickname, u.uuid as user_uuid,
            rank() over (order by t.balloons desc)::int as position
          from totals t
          left join users u on lower(u.afreecatv_user_id) = t.donor_user_id and u.withdrawn_at is null
        )
        select * from ranked
        where position <= ${RANK_LIST_SIZE} or donor_user_id = ${meSoopId ?? ''}
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

    /** Givers by gifts whose count is a signature number of the station they went to. */
    async signatureHits(since: Date | null): Promise<SignatureRankEntry[]> {
      const result = await db.execute(sql`
        with totals as (
          select d.donor_user_id, count(*)::int as signatures, max(d.donor_nick) as donor_nick
          from soop_donations d
          join excel_signatures s on s.station_user_id = d.station_user_id and s.count = d.balloons
          ${since ? sql`where d.donated_at >= ${since.toISOString()}` : sql``}
          group by d.donor_user_id
        )
        select t.donor_user_id, t.signatures, coalesce(u.nickname, t.donor_nick) as nickname, u.uuid as user_uuid,
          rank() over (order by t.signatures desc)::int as position
        from totals t
        left join users u on lower(u.afreecatv_user_id) = t.donor_user_id and u.withdrawn_at is null
        order by position, nickname
        limit ${RANK_LIST_SIZE}`);
      return rowsOf<{
        donor_user_id: string;
        signatures: number;
        nickname: string;
        user_uuid: string | null;
        position: number;
      }>(result).map((r) => ({
        position: Number(r.position),
        soopUserId: r.donor_user_id,
        nickname: r.nickname,
        userUuid: r.user_uuid,
        signatures: Number(r.signatures),
      }));
    },
  };
}

export type ExcelSignatures = ReturnType<typeof createExcelSignatures>;
