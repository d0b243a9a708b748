import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type {
  Lottery,
  LotteryEnterResult,
  LotteryInput,
  LotteryStatus,
  LotteryWinner,
  MyLotteryEntry,
} from '../../../src/contract';
import { raffleWinners } from '../../../src/contract/fairness';
import type { Db } from '../../db/client';
import { newCommittedSeed } from '../../lib/committed-seed';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { Points } from '../point';
import { users } from '../user/tables';
import { lotteries, lotteryEntries } from './tables';

type Row = typeof lotteries.$inferSelect;

const NOT_FOUND = '복권 이벤트를 찾을 수 없어요.';

const statusOf = (row: Row, now = Date.now()): LotteryStatus => {
  if (row.drawnAt) return 'DRAWN';
  if (now < row.startAt.getTime()) return 'UPCOMING';
  if (now < row.endAt.getTime()) return 'OPEN';
  return 'CLOSED';
};

const toDto = (row: Row, winners: LotteryWinner[], entered: boolean): Lottery => ({
  id: row.id,
  title: row.title,
  prize: row.prize,
  description: row.description,
  posterUrl: row.posterUrl,
  entryCost: row.entryCost,
  winnerCount: row.winnerCount,
  startAt: row.startAt.toISOString(),
  endAt: row.endAt.toISOString(),
  status: statusOf(row),
  entryCount: row.entryCount,
  serverSeedHash: row.serverSeedHash,
  serverSeed: row.drawnAt ? row.serverSeed : null,
  drawnAt: row.drawnAt?.toISOString() ?? null,
  winners,
  entered,
});

/** Lotteries: one entry per member through the ledger under the lottery's row lock, and the draw at its end. */
export function createLotteries(db: Db, points: Points) {
  /** The rows as DTOs, with their winners in drawing order and whether `userUuid` entered. */
  async function dtos(rows: Row[], userUuid: string | null): Promise<Lottery[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const winners = await db
      .select({
        lotteryId: lotteryEntries.lotteryId,
        entryId: lotteryEntries.id,
        userUuid: lotteryEntries.userUuid,
        nickname: users.nickname,
      })
      .from(lotteryEntries)
      .innerJoin(users, eq(users.uuid, lotteryEntries.userUuid))
      .where(and(inArray(lotteryEntries.lotteryId, ids), isNotNull(lotteryEntries.winnerRank)))
      .orderBy(asc(lotteryEntries.winnerRank));
    const mine = userUuid
      ? await db
          .select({ lotteryId: lotteryEntries.lotteryId })
          .from(lotteryEntries)
          .where(and(inArray(lotteryEntries.lotteryId, ids), eq(lotteryEntries.userUuid, userUuid)))
      : [];
    const entered = new Set(mine.map((m) => m.lotteryId));
    return rows.map((row) =>
      toDto(
        row,
        winners
          .filter((w) => w.lotteryId === row.id)
          .map(({ entryId, userUuid: uuid, nickname }) => ({ entryId, userUuid: uuid, nickname })),
        entered.has(row.id),
      ),
    );
  }

  async function find(id: string, userUuid: string | null = null): Promise<Lottery | undefined> {
    const [row] = await db.select().from(lotteries).where(eq(lotteries.id, id));
    return row && (await dtos([row], userUuid))[0];
  }

  return {
    find,

    async list(userUuid: string | null): Promise<Lottery[]> {
      const rows = await db.select().from(lotteries).orderBy(desc(lotteries.endAt)).limit(100);
      return dtos(rows, userUuid);
    },

    async entries(id: string): Promise<string[]> {
      if (!(await find(id))) throw notFound(NOT_FOUND);
      const rows = await db
        .select({ id: lotteryEntries.id })
        .from(lotteryEntries)
        .where(eq(lotteryEntries.lotteryId, id));
      return rows.map((r) => r.id).sort();
    },

    async myEntries(userUuid: string): Promise<MyLotteryEntry[]> {
      const rows = await db
        .select({ row: lotteries, enteredAt: lotteryEntries.createdAt, rank: lotteryEntries.winnerRank })
        .from(lotteryEntries)
        .innerJoin(lotteries, eq(lotteries.id, lotteryEntries.lotteryId))
        .where(eq(lotteryEntries.userUuid, userUuid))
        .orderBy(desc(lotteryEntries.createdAt))
        .limit(100);
      return rows.map(({ row, enteredAt, rank }) => ({
        lotteryId: row.id,
        title: row.title,
        prize: row.prize,
        status: statusOf(row),
        endAt: row.endAt.toISOString(),
        enteredAt: enteredAt.toISOString(),
        won: rank !== null,
      }));
    },

    async create(input: LotteryInput, actorUuid: string): Promise<Lottery> {
      const id = newId();
      await db.insert(lotteries).values({
        id,
        title: input.title,
        prize: input.prize,
        description: input.description ?? '',
        posterUrl: input.posterUrl || null,
        entryCost: input.entryCost,
        winnerCount: input.winnerCount,
        startAt: new Date(input.startAt),
        endAt: new Date(input.endAt),
        createdBy: actorUuid,
        ...(await newCommittedSeed()),
      });
      return (await find(id))!;
    },

    /**
     * Enters the member once, in one transaction: the lottery's row is locked first (entries of one
     * lottery run one at a time), the window and an earlier entry are checked under that lock, the
     * price is paid (a refusal rolls everything back), then the entry and the count move together.
     */
    async enter(userUuid: string, id: string, idempotencyKey: string): Promise<LotteryEnterResult> {
      const entered = await points.transaction(async (tx, { pay }) => {
        const [row] = await tx.select().from(lotteries).where(eq(lotteries.id, id)).for('update');
        if (!row) throw notFound(NOT_FOUND);
        if (statusOf(row) !== 'OPEN') throw new HttpError(400, '지금은 응모 기간이 아니에요.');
        const [already] = await tx
          .select({ id: lotteryEntries.id })
          .from(lotteryEntries)
          .where(and(eq(lotteryEntries.lotteryId, id), eq(lotteryEntries.userUuid, userUuid)));
        if (already) throw new HttpError(400, '이미 응모했어요. 복권은 한 사람당 한 번만 응모할 수 있어요.');
        const paid =
          row.entryCost > 0
            ? await pay({
                userUuid,
                type: 'D',
                amount: row.entryCost,
                reason: 'LOTTERY_ENTRY',
                memo: row.title,
                ref: { type: 'lottery', id },
                actorUuid: userUuid,
                idempotencyKey: `lottery:${id}:${idempotencyKey}`,
              })
            : null;
        await tx.insert(lotteryEntries).values({ id: newId(), lotteryId: id, userUuid });
        const [updated] = await tx
          .update(lotteries)
          .set({ entryCount: sql`${lotteries.entryCount} + 1` })
          .where(eq(lotteries.id, id))
          .returning({ entryCount: lotteries.entryCount });
        return { entryCount: updated!.entryCount, point: paid?.point ?? null };
      });
      const point = entered.point ?? (await points.totals(userUuid))?.point ?? 0;
      return { entryCount: entered.entryCount, point };
    },

    /**
     * Draws every lottery whose end has come. Each is claimed with `FOR UPDATE SKIP LOCKED` and
     * `drawn_at is null` in its own transaction, so with several nodes ticking exactly one draws it.
     * Answers what this node drew, for it to announce.
     */
    async drawDue(): Promise<Lottery[]> {
      const due = await db
        .select({ id: lotteries.id })
        .from(lotteries)
        .where(and(isNull(lotteries.drawnAt), lte(lotteries.endAt, new Date())))
        .limit(10);
      const drawn: Lottery[] = [];
      for (const { id } of due) {
        const done = await db.transaction(async (tx) => {
          const [row] = await tx
            .select()
            .from(lotteries)
            .where(and(eq(lotteries.id, id), isNull(lotteries.drawnAt)))
            .for('update', { skipLocked: true });
          if (!row) return false;
          const entries = await tx
            .select({ id: lotteryEntries.id })
            .from(lotteryEntries)
            .where(eq(lotteryEntries.lotteryId, id));
          const winners = await raffleWinners(
            row.serverSeed,
            entries.map((e) => e.id),
            row.winnerCount,
          );
          for (const [rank, entryId] of winners.entries())
            await tx.update(lotteryEntries).set({ winnerRank: rank }).where(eq(lotteryEntries.id, entryId));
          await tx.update(lotteries).set({ drawnAt: new Date() }).where(eq(lotteries.id, id));
          return true;
        });
        if (done) drawn.push((await find(id))!);
      }
      return drawn;
    },
  };
}

export type Lotteries = ReturnType<typeof createLotteries>;
