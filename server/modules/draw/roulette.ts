import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  ROULETTE_COST,
  ROULETTE_DAILY_CAP,
  ROULETTE_TABLE,
  type RouletteRotateResult,
  type RouletteSeed,
  type RouletteSpin,
  type RouletteSpinResult,
  type RouletteState,
} from '../../../src/contract';
import { spinSlot } from '../../../src/contract/fairness';
import type { Db } from '../../db/client';
import { newCommittedSeed } from '../../lib/committed-seed';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { seoulDay } from '../../lib/seoul-day';
import type { Points } from '../point';
import { rouletteSeeds, rouletteSpins } from './tables';

type SeedRow = typeof rouletteSeeds.$inferSelect;

const HISTORY = 30;
const WEIGHTS = ROULETTE_TABLE.map((slot) => slot.weight);

/** A fresh client seed for a member who has not chosen one (12 URL-safe characters). */
const randomClientSeed = () => randomBytes(9).toString('base64url');

const seedDto = (row: SeedRow): RouletteSeed => ({
  id: row.id,
  serverSeedHash: row.serverSeedHash,
  serverSeed: row.revealedAt ? row.serverSeed : null,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
  createdAt: row.createdAt.toISOString(),
  revealedAt: row.revealedAt?.toISOString() ?? null,
});

const spinDto = (spin: typeof rouletteSpins.$inferSelect, seed: SeedRow): RouletteSpin => ({
  id: spin.id,
  seedId: spin.seedId,
  serverSeedHash: seed.serverSeedHash,
  serverSeed: seed.revealedAt ? seed.serverSeed : null,
  clientSeed: spin.clientSeed,
  nonce: spin.nonce,
  slot: spin.slot,
  prize: spin.prize,
  cost: spin.cost,
  createdAt: spin.createdAt.toISOString(),
});

const current = (userUuid: string) =>
  and(eq(rouletteSeeds.userUuid, userUuid), isNull(rouletteSeeds.revealedAt));

async function insertSeed(db: Db, userUuid: string, clientSeed: string): Promise<void> {
  const committed = await newCommittedSeed();
  await db
    .insert(rouletteSeeds)
    .values({ id: newId(), userUuid, clientSeed, ...committed })
    .onConflictDoNothing();
}

/** The member's current seed, committed on first use (two first visits at once keep one). */
async function currentSeed(db: Db, userUuid: string): Promise<SeedRow> {
  const [found] = await db.select().from(rouletteSeeds).where(current(userUuid));
  if (found) return found;
  await insertSeed(db, userUuid, randomClientSeed());
  const [made] = await db.select().from(rouletteSeeds).where(current(userUuid));
  if (!made) throw new HttpError(409, '시드를 만들지 못했습니다. 다시 시도해 주세요.');
  return made;
}

const spunOn = async (db: Db, userUuid: string, day: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(rouletteSpins)
    .where(and(eq(rouletteSpins.userUuid, userUuid), eq(rouletteSpins.day, day)));
  return row?.n ?? 0;
};

const dailyCapReached = () =>
  new HttpError(400, `룰렛은 하루에 ${ROULETTE_DAILY_CAP}번까지 돌릴 수 있어요. 내일 다시 도전해 주세요.`);

/** The roulette of PRODUCT.md: spins paid and paid out through the ledger, seeds committed and revealed. */
export function createRoulette(db: Db, points: Points) {
  async function spinById(
    tx: Db,
    userUuid: string,
    idempotencyKey: string,
  ): Promise<RouletteSpin | undefined> {
    const [row] = await tx
      .select({ spin: rouletteSpins, seed: rouletteSeeds })
      .from(rouletteSpins)
      .innerJoin(rouletteSeeds, eq(rouletteSeeds.id, rouletteSpins.seedId))
      .where(and(eq(rouletteSpins.userUuid, userUuid), eq(rouletteSpins.idempotencyKey, idempotencyKey)));
    return row && spinDto(row.spin, row.seed);
  }

  return {
    async state(userUuid: string): Promise<RouletteState> {
      const seed = await currentSeed(db, userUuid);
      const rows = await db
        .select({ spin: rouletteSpins, seed: rouletteSeeds })
        .from(rouletteSpins)
        .innerJoin(rouletteSeeds, eq(rouletteSeeds.id, rouletteSpins.seedId))
        .where(eq(rouletteSpins.userUuid, userUuid))
        .orderBy(desc(rouletteSpins.createdAt), desc(rouletteSpins.nonce))
        .limit(HISTORY);
      return {
        seed: seedDto(seed),
        spunToday: await spunOn(db, userUuid, seoulDay()),
        dailyCap: ROULETTE_DAILY_CAP,
        cost: ROULETTE_COST,
        history: rows.map((row) => spinDto(row.spin, row.seed)),
      };
    },

    /**
     * One spin in one transaction: the debit claims the key first (a replay answers the first
     * spin), the seed's nonce moves under its row lock, the daily cap is counted after the debit
     * has locked the member's row (so a burst cannot pass it), and the prize is credited.
     */
    async spin(userUuid: string, idempotencyKey: string): Promise<RouletteSpinResult> {
      await currentSeed(db, userUuid);
      return points.transaction(async (tx, { pay }) => {
        const paid = await pay({
          userUuid,
          type: 'D',
          amount: ROULETTE_COST,
          reason: 'ROULETTE_SPIN',
          actorUuid: userUuid,
          idempotencyKey: `roulette:${idempotencyKey}`,
        });
        if (paid.replayed) {
          const first = await spinById(tx, userUuid, idempotencyKey);
          if (!first) throw new HttpError(409, '이미 처리된 다른 요청입니다.');
          return { spin: first, point: paid.point };
        }
        const day = seoulDay();
        if ((await spunOn(tx, userUuid, day)) >= ROULETTE_DAILY_CAP) throw dailyCapReached();
        const [seed] = await tx
          .update(rouletteSeeds)
          .set({ nonce: sql`${rouletteSeeds.nonce} + 1` })
          .where(current(userUuid))
          .returning();
        if (!seed) throw new HttpError(409, '시드가 바뀌는 중입니다. 다시 시도해 주세요.');
        const nonce = seed.nonce - 1;
        const slot = await spinSlot(seed.serverSeed, seed.clientSeed, nonce, WEIGHTS);
        const prize = ROULETTE_TABLE[slot]!.prize;
        const [spin] = await tx
          .insert(rouletteSpins)
          .values({
            id: newId(),
            userUuid,
            seedId: seed.id,
            clientSeed: seed.clientSeed,
            nonce,
            slot,
            prize,
            cost: ROULETTE_COST,
            day,
            idempotencyKey,
          })
          .returning();
        let point = paid.point;
        if (prize > 0) {
          const won = await pay({
            userUuid,
            type: 'C',
            amount: prize,
            reason: 'ROULETTE_PRIZE',
            memo: `룰렛 ${ROULETTE_TABLE[slot]!.label}`,
            ref: { type: 'roulette-spin', id: spin!.id },
            actorUuid: userUuid,
            idempotencyKey: `roulette-prize:${spin!.id}`,
          });
          point = won.point;
        }
        return { spin: spinDto(spin!, seed), point };
      });
    },

    /** Reveals the current seed and commits to a new one with the member's client seed (nonce 0). */
    async rotate(userUuid: string, clientSeed: string): Promise<RouletteRotateResult> {
      await currentSeed(db, userUuid);
      return db.transaction(async (tx) => {
        const [previous] = await tx
          .update(rouletteSeeds)
          .set({ revealedAt: new Date() })
          .where(current(userUuid))
          .returning();
        if (!previous) throw new HttpError(409, '시드가 바뀌는 중입니다. 다시 시도해 주세요.');
        await insertSeed(tx, userUuid, clientSeed);
        const [next] = await tx.select().from(rouletteSeeds).where(current(userUuid));
        if (!next) throw new HttpError(409, '시드가 바뀌는 중입니다. 다시 시도해 주세요.');
        return { previous: seedDto(previous), current: seedDto(next) };
      });
    },
  };
}

export type Roulette = ReturnType<typeof createRoulette>;
