import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type {
  ExcelBoard,
  ExcelCorrection,
  ExcelCorrectionInput,
  ExcelSession,
  ExcelSessionInput,
  ExcelStation,
} from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { ReadGift } from '../soop/donation-feed';
import { crewStations } from '../soop/tables';
import { users } from '../user/tables';
import { buildBoard } from './board';
import { excelBalloons, excelCorrections, excelMembers, excelRounds, excelSessions } from './tables';

type SessionRow = typeof excelSessions.$inferSelect;
type RoundRow = typeof excelRounds.$inferSelect;

const missing = () => notFound('엑셀 방송을 찾을 수 없어요.');
const closedAlready = () => new HttpError(409, '이미 끝난 엑셀 방송이에요.');

const toSession = (row: SessionRow): ExcelSession => ({
  id: row.id,
  title: row.title,
  status: row.closedAt ? 'CLOSED' : 'OPEN',
  createdAt: row.createdAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  version: row.version,
});

const toRound = (row: RoundRow) => ({
  id: row.id,
  no: row.no,
  title: row.title,
  startedAt: row.startedAt.toISOString(),
  endedAt: row.endedAt?.toISOString() ?? null,
});

/** Excel sessions: members, rounds, counted gifts and corrections; every change bumps `version`. */
export function createExcelSessions(db: Db) {
  const bump = (tx: Db, ids: string[]) =>
    tx
      .update(excelSessions)
      .set({ version: sql`${excelSessions.version} + 1` })
      .where(inArray(excelSessions.id, ids))
      .returning();

  async function openSession(tx: Db, id: string): Promise<SessionRow> {
    const [row] = await tx.select().from(excelSessions).where(eq(excelSessions.id, id)).for('update');
    if (!row) throw missing();
    if (row.closedAt) throw closedAlready();
    return row;
  }

  async function stations(): Promise<ExcelStation[]> {
    const rows = await db
      .select()
      .from(crewStations)
      .orderBy(asc(crewStations.sort), asc(crewStations.userId));
    return rows.map((r) => ({ stationUserId: r.userId, nick: r.userNick }));
  }

  /** Sets the board's members to `ids` in order; one taken off keeps their counted gifts, hidden. */
  async function placeMembers(tx: Db, sessionId: string, ids: string[]) {
    const crew = await tx.select().from(crewStations).where(inArray(crewStations.userId, ids));
    const nickOf = new Map(crew.map((c) => [c.userId, c.userNick]));
    const unknown = ids.find((id) => !nickOf.has(id));
    if (unknown) throw new HttpError(400, `크루 방송국이 아니에요: ${unknown}`, 'stationUserIds');
    await tx.update(excelMembers).set({ removed: true }).where(eq(excelMembers.sessionId, sessionId));
    for (const [sort, stationUserId] of ids.entries()) {
      const values = { nick: nickOf.get(stationUserId)!, sort, removed: false };
      await tx
        .insert(excelMembers)
        .values({ id: newId(), sessionId, stationUserId, ...values })
        .onConflictDoUpdate({ target: [excelMembers.sessionId, excelMembers.stationUserId], set: values });
    }
  }

  async function board(id: string): Promise<ExcelBoard | undefined> {
    const [session] = await db.select().from(excelSessions).where(eq(excelSessions.id, id));
    if (!session) return undefined;
    const [rounds, members, counted, corrected] = await Promise.all([
      db.select().from(excelRounds).where(eq(excelRounds.sessionId, id)).orderBy(asc(excelRounds.no)),
      db
        .select()
        .from(excelMembers)
        .where(and(eq(excelMembers.sessionId, id), eq(excelMembers.removed, false)))
        .orderBy(asc(excelMembers.sort)),
      db
        .select({
          memberId: excelBalloons.memberId,
          roundId: excelBalloons.roundId,
          balloons: sql<number>`sum(${excelBalloons.balloons})::int`,
        })
        .from(excelBalloons)
        .where(eq(excelBalloons.sessionId, id))
        .groupBy(excelBalloons.memberId, excelBalloons.roundId),
      db
        .select({
          memberId: excelCorrections.memberId,
          roundId: excelCorrections.roundId,
          balloons: sql<number>`sum(${excelCorrections.delta})::int`,
        })
        .from(excelCorrections)
        .where(eq(excelCorrections.sessionId, id))
        .groupBy(excelCorrections.memberId, excelCorrections.roundId),
    ]);
    return buildBoard({
      session: toSession(session),
      rounds: rounds.map(toRound),
      members,
      cells: [...counted, ...corrected].map((c) => ({ ...c, balloons: Number(c.balloons) })),
    });
  }

  return {
    board,
    stations,

    /** Running sessions first, then the latest 50 closed ones. */
    async list(): Promise<ExcelSession[]> {
      const rows = await db.select().from(excelSessions).orderBy(desc(excelSessions.createdAt)).limit(50);
      const all = rows.map(toSession);
      return [...all.filter((s) => s.status === 'OPEN'), ...all.filter((s) => s.status !== 'OPEN')];
    },

    /** A new session with its members; round 1 starts at once. */
    async create(input: ExcelSessionInput, userUuid: string): Promise<ExcelSession> {
      const id = newId();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(excelSessions)
          .values({ id, title: input.title, createdBy: userUuid })
          .returning();
        await placeMembers(tx, id, input.stationUserIds);
        await tx.insert(excelRounds).values({ id: newId(), sessionId: id, no: 1, startedAt: new Date() });
        return toSession(row!);
      });
    },

    async update(id: string, input: ExcelSessionInput): Promise<ExcelSession> {
      return db.transaction(async (tx) => {
        await openSession(tx, id);
        await tx.update(excelSessions).set({ title: input.title }).where(eq(excelSessions.id, id));
        await placeMembers(tx, id, input.stationUserIds);
        const [row] = await bump(tx, [id]);
        return toSession(row!);
      });
    },

    /** Ends the running round and starts the next one. */
    async nextRound(id: string, title: string): Promise<ExcelSession> {
      return db.transaction(async (tx) => {
        await openSession(tx, id);
        const now = new Date();
        await tx
          .update(excelRounds)
          .set({ endedAt: now })
          .where(and(eq(excelRounds.sessionId, id), isNull(excelRounds.endedAt)));
        const [last] = await tx
          .select({ no: sql<number>`coalesce(max(${excelRounds.no}), 0)::int` })
          .from(excelRounds)
          .where(eq(excelRounds.sessionId, id));
        await tx
          .insert(excelRounds)
          .values({ id: newId(), sessionId: id, no: Number(last?.no ?? 0) + 1, title, startedAt: now });
        const [row] = await bump(tx, [id]);
        return toSession(row!);
      });
    },

    /** A count changed by hand; the same key again changes nothing. */
    async correct(id: string, input: ExcelCorrectionInput, userUuid: string): Promise<ExcelSession> {
      return db.transaction(async (tx) => {
        const session = await openSession(tx, id);
        const [member] = await tx
          .select()
          .from(excelMembers)
          .where(and(eq(excelMembers.id, input.memberId), eq(excelMembers.sessionId, id)));
        if (!member) throw new HttpError(400, '이 방송의 멤버가 아니에요.', 'memberId');
        const [round] = await tx
          .select()
          .from(excelRounds)
          .where(and(eq(excelRounds.id, input.roundId), eq(excelRounds.sessionId, id)));
        if (!round) throw new HttpError(400, '이 방송의 라운드가 아니에요.', 'roundId');
        const added = await tx
          .insert(excelCorrections)
          .values({
            id: input.idempotencyKey,
            sessionId: id,
            memberId: member.id,
            roundId: round.id,
            delta: input.delta,
            reason: input.reason,
            createdBy: userUuid,
          })
          .onConflictDoNothing({ target: excelCorrections.id })
          .returning();
        if (added.length === 0) return toSession(session);
        const [row] = await bump(tx, [id]);
        return toSession(row!);
      });
    },

    async close(id: string): Promise<ExcelSession> {
      return db.transaction(async (tx) => {
        await openSession(tx, id);
        const now = new Date();
        await tx
          .update(excelRounds)
          .set({ endedAt: now })
          .where(and(eq(excelRounds.sessionId, id), isNull(excelRounds.endedAt)));
        await tx.update(excelSessions).set({ closedAt: now }).where(eq(excelSessions.id, id));
        const [row] = await bump(tx, [id]);
        return toSession(row!);
      });
    },

    async corrections(id: string): Promise<ExcelCorrection[]> {
      const rows = await db
        .select({
          id: excelCorrections.id,
          memberNick: excelMembers.nick,
          roundNo: excelRounds.no,
          delta: excelCorrections.delta,
          reason: excelCorrections.reason,
          byNickname: users.nickname,
          createdAt: excelCorrections.createdAt,
        })
        .from(excelCorrections)
        .innerJoin(excelMembers, eq(excelMembers.id, excelCorrections.memberId))
        .innerJoin(excelRounds, eq(excelRounds.id, excelCorrections.roundId))
        .innerJoin(users, eq(users.uuid, excelCorrections.createdBy))
        .where(eq(excelCorrections.sessionId, id))
        .orderBy(desc(excelCorrections.createdAt));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    /**
     * Counts gifts to members' stations in the round whose span holds the gift's time (the
     * platform gives whole seconds, so a round's start is taken to its second). A gift already
     * counted in a session is skipped by the key: delivering the same gifts again adds nothing.
     * Answers the sessions whose board changed.
     */
    async record(gifts: readonly ReadGift[]): Promise<string[]> {
      if (gifts.length === 0) return [];
      return db.transaction(async (tx) => {
        const values = sql.join(
          gifts.map(
            (g) =>
              sql`(${g.id}, ${g.stationUserId}, ${g.donorUserId}, ${g.donorNick}, ${g.balloons}::int, ${g.donatedAt.toISOString()}::timestamptz)`,
          ),
          sql`, `,
        );
        const result = await tx.execute(sql`
          insert into excel_balloons (session_id, donation_id, member_id, round_id, donor_user_id, donor_nick, balloons, donated_at)
          select distinct on (m.session_id, g.id) m.session_id, g.id, m.id, r.id, g.donor, g.nick, g.balloons, g.at
          from (values ${values}) as g(id, station, donor, nick, balloons, at)
          join excel_members m on m.station_user_id = g.station and not m.removed
          join excel_rounds r on r.session_id = m.session_id
            and date_trunc('second', r.started_at) <= g.at
            and (r.ended_at is null or g.at < r.ended_at)
          order by m.session_id, g.id, r.no desc
          on conflict do nothing
          returning session_id`);
        const changed = [
          ...new Set((result as unknown as { rows: { session_id: string }[] }).rows.map((r) => r.session_id)),
        ];
        if (changed.length > 0) await bump(tx, changed);
        return changed;
      });
    },
  };
}

export type ExcelSessions = ReturnType<typeof createExcelSessions>;
