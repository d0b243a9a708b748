import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  DusanMatch,
  DusanMatchInput,
  DusanPick,
  DusanPool,
  DusanPrediction,
  DusanPredictionInput,
  DusanScoreInput,
  SportMatchEvent,
} from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { Points, PointWork } from '../point';
import { resultOf, settlePool } from './settle';
import { dusanMatches, dusanPredictions } from './tables';

type Row = typeof dusanMatches.$inferSelect;

const missing = () => notFound('경기를 찾을 수 없어요.');
const over = () => new HttpError(409, '이미 끝났거나 취소된 경기예요.');
/** A game still to be decided: a score may move it, a settlement or cancellation may end it. */
const UNDECIDED = ['scheduled', 'live'] as const;
/** How many games the page lists: the live and coming ones, then the latest past ones. */
const LISTED = 20;

const NO_USER = '00000000-0000-0000-0000-000000000000';

function toDto(row: Row, pools: DusanPool[], mine: DusanPrediction | null): DusanMatch {
  return {
    id: row.id,
    opponent: row.opponent,
    doosanHome: row.doosanHome,
    venue: row.venue,
    startsAt: row.startsAt.toISOString(),
    status: row.status,
    doosanScore: row.doosanScore,
    opponentScore: row.opponentScore,
    inning: row.inning,
    cheerCount: row.cheerCount,
    pools,
    mine,
    result: row.result,
  };
}

/** The score message of `/topic/sport-match/{id}`: home side first, as a scoreboard reads. */
export function sportMatchEvent(row: DusanMatch): SportMatchEvent {
  const doosan = { name: '두산 베어스', score: row.doosanScore };
  const other = { name: row.opponent, score: row.opponentScore };
  return {
    id: row.id,
    kind: 'baseball',
    sides: row.doosanHome ? [other, doosan] : [doosan, other],
    status: row.status,
    updatedAt: new Date().toISOString(),
  };
}

/** Live first, then coming (soonest first), then past (latest first). */
function listOrder(a: Row, b: Row): number {
  const rank = (r: Row) => (r.status === 'live' ? 0 : r.status === 'scheduled' ? 1 : 2);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const t = a.startsAt.getTime() - b.startsAt.getTime();
  return rank(a) === 1 ? t : -t;
}

/** Doosan games, their predictions and their settlement through the ledger. */
export function createDusanMatches(db: Db, points: Points) {
  async function dtos(rows: Row[], userUuid: string | null): Promise<DusanMatch[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const pools = await db
      .select({
        matchId: dusanPredictions.matchId,
        pick: dusanPredictions.pick,
        points: sql<number>`sum(${dusanPredictions.stake})::int`,
        members: sql<number>`count(*)::int`,
      })
      .from(dusanPredictions)
      .where(inArray(dusanPredictions.matchId, ids))
      .groupBy(dusanPredictions.matchId, dusanPredictions.pick);
    const mine = await db
      .select()
      .from(dusanPredictions)
      .where(and(inArray(dusanPredictions.matchId, ids), eq(dusanPredictions.userUuid, userUuid ?? NO_USER)));
    return rows.map((row) =>
      toDto(
        row,
        pools
          .filter((p) => p.matchId === row.id)
          .map((p) => ({ pick: p.pick, points: Number(p.points), members: Number(p.members) })),
        mine
          .filter((m) => m.matchId === row.id)
          .map((m) => ({ pick: m.pick, stake: m.stake, payout: m.payout }))[0] ?? null,
      ),
    );
  }

  async function find(id: string, userUuid: string | null = null): Promise<DusanMatch> {
    const rows = await db.select().from(dusanMatches).where(eq(dusanMatches.id, id));
    const [match] = await dtos(rows, userUuid);
    if (!match) throw missing();
    return match;
  }

  /** Ends an undecided game in one conditional update: of two racing requests, one gets the row. */
  async function decide(tx: Db, id: string, set: Partial<Row>): Promise<Row> {
    const [row] = await tx
      .update(dusanMatches)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(dusanMatches.id, id), inArray(dusanMatches.status, [...UNDECIDED])))
      .returning();
    if (row) return row;
    const [exists] = await tx
      .select({ id: dusanMatches.id })
      .from(dusanMatches)
      .where(eq(dusanMatches.id, id));
    throw exists ? over() : missing();
  }

  /** Pays every prediction of a decided game once: its payout column and one ledger row each. */
  async function settle(tx: Db, pay: PointWork['pay'], id: string, result: DusanPick | null) {
    const stakes = await tx.select().from(dusanPredictions).where(eq(dusanPredictions.matchId, id));
    for (const s of settlePool(stakes, result)) {
      await tx
        .update(dusanPredictions)
        .set({ payout: s.payout })
        .where(and(eq(dusanPredictions.matchId, id), eq(dusanPredictions.userUuid, s.userUuid)));
      if (s.payout === 0) continue;
      await pay({
        userUuid: s.userUuid,
        type: 'C',
        amount: s.payout,
        reason: s.kind === 'REFUND' ? 'DUSAN_REFUND' : 'DUSAN_PAYOUT',
        memo: '두산 승부 예측',
        ref: { type: 'dusan', id },
        // One settlement per game: a second would replay this row and pay nothing.
        idempotencyKey: `dusan-settle:${id}`,
      });
    }
  }

  return {
    find,

    async list(userUuid: string | null): Promise<DusanMatch[]> {
      const rows = await db.select().from(dusanMatches).orderBy(desc(dusanMatches.startsAt)).limit(LISTED);
      return dtos(rows.sort(listOrder), userUuid);
    },

    async create(input: DusanMatchInput, actorUuid: string): Promise<DusanMatch> {
      const id = newId();
      await db
        .insert(dusanMatches)
        .values({ id, ...input, startsAt: new Date(input.startsAt), createdBy: actorUuid });
      return find(id);
    },

    /** A live score moves the game to live; the final one decides it and settles the predictions. */
    async score(id: string, input: DusanScoreInput): Promise<DusanMatch> {
      const { status, ...scores } = input;
      if (status === 'live') {
        await decide(db, id, { ...scores, status: 'live' });
        return find(id);
      }
      const result = resultOf(input.doosanScore, input.opponentScore);
      await points.transaction(async (tx, { pay }) => {
        await decide(tx, id, { ...scores, status: 'final', result });
        await settle(tx, pay, id, result);
      });
      return find(id);
    },

    /** Cancels an undecided game and gives every stake back, once. */
    async cancel(id: string): Promise<DusanMatch> {
      await points.transaction(async (tx, { pay }) => {
        await decide(tx, id, { status: 'cancelled' });
        await settle(tx, pay, id, null);
      });
      return find(id);
    },

    /**
     * One prediction per member and game before it starts. The game's row is read `for share`:
     * predictions run side by side, and a settlement's update waits for them (and they for it), so
     * no stake lands on a game already paid out. The stake leaves through the ledger in the same
     * transaction; too few points refuse it, and a second prediction fails the primary key.
     */
    async predict(userUuid: string, id: string, input: DusanPredictionInput): Promise<DusanMatch> {
      await points.transaction(async (tx, { pay }) => {
        const [game] = await tx.select().from(dusanMatches).where(eq(dusanMatches.id, id)).for('share');
        if (!game) throw missing();
        if (game.status !== 'scheduled' || game.startsAt.getTime() <= Date.now())
          throw new HttpError(409, '경기가 시작되어 예측이 마감됐어요.');
        const [placed] = await tx
          .insert(dusanPredictions)
          .values({ matchId: id, userUuid, pick: input.pick, stake: input.stake })
          .onConflictDoNothing()
          .returning();
        if (!placed) throw alreadyPredicted();
        const paid = await pay({
          userUuid,
          type: 'D',
          amount: input.stake,
          reason: 'DUSAN_PREDICTION',
          memo: '두산 승부 예측',
          ref: { type: 'dusan', id },
          idempotencyKey: `dusan-prediction:${id}`,
        });
        if (paid.replayed) throw alreadyPredicted();
      });
      return find(id, userUuid);
    },

    /** Adds one node's gathered presses; the new total, or null for a game that takes no cheers. */
    async addCheers(id: string, count: number): Promise<number | null> {
      const [row] = await db
        .update(dusanMatches)
        .set({ cheerCount: sql`${dusanMatches.cheerCount} + ${count}` })
        .where(and(eq(dusanMatches.id, id), inArray(dusanMatches.status, [...UNDECIDED])))
        .returning({ count: dusanMatches.cheerCount });
      return row?.count ?? null;
    },
  };
}

const alreadyPredicted = () => new HttpError(409, '이 경기는 이미 예측했어요.');

export type DusanMatches = ReturnType<typeof createDusanMatches>;
