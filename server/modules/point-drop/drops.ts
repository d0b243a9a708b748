import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type {
  PointDrop,
  PointDropCatchResult,
  PointDropInput,
  PointDropPackets,
  PointRankEntry,
} from '../../../src/contract';
import { RANK_LIST_SIZE } from '../../../src/contract';
import type { Db } from '../../db/client';
import type { Alongside } from '../../lib/alongside';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { Points } from '../point';
import { users } from '../user/tables';
import { splitPool } from './split';
import { pointDropPackets, pointDrops } from './tables';

type Row = typeof pointDrops.$inferSelect;

const missing = () => notFound('포인트 드롭을 찾을 수 없어요.');
const isOpen = (row: Row, now = Date.now()) =>
  !row.closedAt && row.remaining > 0 && row.endsAt.getTime() > now;

/**
 * While a drop is open, what was caught stays sealed: the total caught less the pool tells what the
 * packets left hold (all of it, with one left), so a bot would wait for the big one. Once it ends
 * everything is public, so anyone can check the split.
 */
export const toDto = (row: Row, myAmount: number | null = null): PointDrop => {
  const open = isOpen(row);
  return {
    id: row.id,
    title: row.title,
    totalPoints: row.totalPoints,
    packetCount: row.packetCount,
    remaining: row.remaining,
    caughtPoints: open ? null : row.caughtPoints,
    status: open ? 'OPEN' : 'CLOSED',
    createdAt: row.createdAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    myAmount,
  };
};

/** What a catch answers, with what is now left for the count message. */
export interface Caught extends PointDropCatchResult {
  remaining: number;
  packetCount: number;
}

/** Point drops: made with their split fixed, caught one packet per member through the ledger. */
export function createPointDrops(db: Db, points: Points) {
  /** Drops with the caller's own packet beside each. */
  const withMine = (userUuid: string | null) =>
    db
      .select({ row: pointDrops, mine: pointDropPackets.amount })
      .from(pointDrops)
      .leftJoin(
        pointDropPackets,
        and(
          eq(pointDropPackets.dropId, pointDrops.id),
          eq(pointDropPackets.userUuid, userUuid ?? '00000000-0000-0000-0000-000000000000'),
        ),
      );
  const dtos = (rows: { row: Row; mine: number | null }[]) => rows.map((r) => toDto(r.row, r.mine));

  async function find(id: string, userUuid: string | null = null): Promise<PointDrop | undefined> {
    const [found] = await withMine(userUuid).where(eq(pointDrops.id, id));
    return found && toDto(found.row, found.mine);
  }

  /** Refused catches say why in Korean: gone, over, or already caught. */
  async function refusal(tx: Db, id: string): Promise<HttpError> {
    const [row] = await tx.select().from(pointDrops).where(eq(pointDrops.id, id));
    if (!row) return missing();
    if (row.remaining === 0) return new HttpError(409, '아쉽게도 봉투가 모두 나갔어요.');
    return new HttpError(409, '이미 끝난 포인트 드롭이에요.');
  }

  return {
    find,

    /** Open drops first, then the latest 50 past ones. */
    async list(userUuid: string | null): Promise<PointDrop[]> {
      const rows = await withMine(userUuid).orderBy(desc(pointDrops.createdAt)).limit(50);
      const all = dtos(rows);
      return [...all.filter((d) => d.status === 'OPEN'), ...all.filter((d) => d.status !== 'OPEN')];
    },

    async active(userUuid: string | null): Promise<PointDrop[]> {
      const rows = await withMine(userUuid)
        .where(
          and(isNull(pointDrops.closedAt), gt(pointDrops.endsAt, new Date()), gt(pointDrops.remaining, 0)),
        )
        .orderBy(desc(pointDrops.createdAt));
      return dtos(rows);
    },

    /** The split in catch order; while the drop is open only `viewerUuid`'s own packet shows its amount. */
    async packets(id: string, viewerUuid: string): Promise<PointDropPackets> {
      const drop = await find(id, viewerUuid);
      if (!drop) throw missing();
      // Read before the packets: a drop that ends in between stays sealed in this answer, never the reverse.
      const sealed = drop.status === 'OPEN';
      const rows = await db
        .select({
          seq: pointDropPackets.seq,
          amount: pointDropPackets.amount,
          userUuid: pointDropPackets.userUuid,
          nickname: users.nickname,
          caughtAt: pointDropPackets.caughtAt,
        })
        .from(pointDropPackets)
        .leftJoin(users, eq(users.uuid, pointDropPackets.userUuid))
        .where(eq(pointDropPackets.dropId, id))
        .orderBy(pointDropPackets.seq);
      return {
        drop,
        packets: rows.map((p) => ({
          ...p,
          amount: sealed && p.userUuid !== viewerUuid ? null : p.amount,
          caughtAt: p.caughtAt?.toISOString() ?? null,
        })),
      };
    },

    /** Splits the pool now and stores every packet with the drop, in one transaction. */
    async create(
      input: PointDropInput,
      actorUuid: string,
      alongside?: Alongside<string>,
    ): Promise<PointDrop> {
      const id = newId();
      const amounts = splitPool(input.totalPoints, input.packetCount);
      await db.transaction(async (tx) => {
        await tx.insert(pointDrops).values({
          id,
          title: input.title,
          totalPoints: input.totalPoints,
          packetCount: input.packetCount,
          remaining: input.packetCount,
          endsAt: new Date(Date.now() + input.durationSeconds * 1000),
          createdBy: actorUuid,
        });
        await tx.insert(pointDropPackets).values(amounts.map((amount, seq) => ({ dropId: id, seq, amount })));
        await alongside?.(tx, id);
      });
      return (await find(id))!;
    },

    /**
     * One packet for the member. The conditional update of the drop's counter is the gate: it
     * takes the drop's row lock, so catches of one drop run one at a time and the counter can
     * never pass 0; packet `seq` is the next in order. A second packet for the same member fails
     * the packets' unique index (and the ledger's key), undoing the whole transaction.
     */
    async catchPacket(userUuid: string, id: string): Promise<Caught> {
      // One read before any lock: a member who has caught, or a drop already empty or over, is
      // answered without queueing on the drop's row (most presses of a busy drop are these).
      const [seen] = await withMine(userUuid).where(eq(pointDrops.id, id));
      if (!seen) throw missing();
      if (seen.mine !== null) throw alreadyCaught();
      if (!isOpen(seen.row)) throw await refusal(db, id);
      try {
        return await points.transaction(async (tx, { pay }) => {
          const [drop] = await tx
            .update(pointDrops)
            .set({
              remaining: sql`${pointDrops.remaining} - 1`,
              // The packet this catch takes is number packet_count - remaining (the old remaining).
              caughtPoints: sql`${pointDrops.caughtPoints} + (select p.amount from point_drop_packets p
                where p.drop_id = ${pointDrops.id} and p.seq = ${pointDrops.packetCount} - ${pointDrops.remaining})`,
              closedAt: sql`case when ${pointDrops.remaining} = 1 then now() end`,
            })
            .where(
              and(
                eq(pointDrops.id, id),
                gt(pointDrops.remaining, 0),
                isNull(pointDrops.closedAt),
                gt(pointDrops.endsAt, new Date()),
              ),
            )
            .returning();
          if (!drop) throw await refusal(tx, id);
          const seq = drop.packetCount - drop.remaining - 1;
          const [packet] = await tx
            .update(pointDropPackets)
            .set({ userUuid, caughtAt: new Date() })
            .where(and(eq(pointDropPackets.dropId, id), eq(pointDropPackets.seq, seq)))
            .returning({ amount: pointDropPackets.amount });
          const paid = await pay({
            userUuid,
            type: 'C',
            amount: packet!.amount,
            reason: 'POINT_DROP',
            memo: drop.title || '포인트 드롭',
            ref: { type: 'point-drop', id },
            idempotencyKey: `point-drop:${id}`,
          });
          if (paid.replayed) throw alreadyCaught();
          return {
            dropId: id,
            amount: packet!.amount,
            point: paid.point,
            remaining: drop.remaining,
            packetCount: drop.packetCount,
          };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'point_drop_packets_member')) throw alreadyCaught();
        throw error;
      }
    },

    /** Closes a drop early (a manager's button); the packets left are never handed out. */
    async close(id: string): Promise<PointDrop> {
      const [row] = await db
        .update(pointDrops)
        .set({ closedAt: new Date() })
        .where(and(eq(pointDrops.id, id), isNull(pointDrops.closedAt)))
        .returning();
      if (!row) {
        const drop = await find(id);
        if (!drop) throw missing();
        return drop;
      }
      return toDto(row);
    },

    /**
     * Closes the drops whose time has run out. One statement: with several nodes ticking, each
     * drop is returned to exactly one of them, which announces it.
     */
    async closeDue(): Promise<PointDrop[]> {
      const rows = await db
        .update(pointDrops)
        .set({ closedAt: new Date() })
        .where(and(isNull(pointDrops.closedAt), lte(pointDrops.endsAt, new Date())))
        .returning();
      return rows.map((row) => toDto(row));
    },

    /** What the count message carries: read from the database, so it is right whichever node caught. */
    async count(id: string) {
      const [row] = await db.select().from(pointDrops).where(eq(pointDrops.id, id));
      return row && { id, remaining: row.remaining, packetCount: row.packetCount, status: toDto(row).status };
    },

    /**
     * Members by the points they caught since `since`, and `meUuid`'s own line wherever it is. Only
     * ended drops count: a line growing during an open drop would tell what its catcher got.
     */
    async rank(since: Date | null, meUuid: string): Promise<PointRankEntry[]> {
      const result = await db.execute(sql`
        with caught as (
          select p.user_uuid, sum(p.amount)::bigint as point from point_drop_packets p
          join point_drops d on d.id = p.drop_id and (d.closed_at is not null or d.ends_at <= now())
          where p.user_uuid is not null ${since ? sql`and p.caught_at >= ${since.toISOString()}` : sql``}
          group by p.user_uuid
        ), ranked as (
          select c.user_uuid, c.point, u.nickname, rank() over (order by c.point desc)::int as position
          from caught c join users u on u.uuid = c.user_uuid and u.withdrawn_at is null
        )
        select * from ranked where position <= ${RANK_LIST_SIZE} or user_uuid = ${meUuid}
        order by position, nickname
        limit ${RANK_LIST_SIZE * 2}`);
      type RankRow = { user_uuid: string; point: string | number; nickname: string; position: number };
      return (result as unknown as { rows: RankRow[] }).rows.map((r) => ({
        position: Number(r.position),
        userUuid: r.user_uuid,
        nickname: r.nickname,
        point: Number(r.point),
      }));
    },
  };
}

/** A PostgreSQL (and PGlite) unique violation on `constraint`, however deep the driver wrapped it. */
function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const failure = e as Error & { code?: unknown; constraint?: unknown };
    if (failure.code === '23505') return failure.constraint === constraint;
  }
  return false;
}

const alreadyCaught = () => new HttpError(409, '이번 포인트 드롭은 이미 받았어요.');

export type PointDrops = ReturnType<typeof createPointDrops>;
