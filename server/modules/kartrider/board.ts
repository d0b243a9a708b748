import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  KART_RECORD_NOT_FOUND,
  KART_TIER_NOT_FOUND,
  type KartBoard,
  type KartRecordInput,
  type KartTierInput,
} from '../../../src/contract/kartrider';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { kartRecords, kartTiers } from './tables';

type TierInput = z.output<typeof KartTierInput>;
type RecordInput = z.output<typeof KartRecordInput>;

const recordRow = ({ track, time, racer, recordedOn }: RecordInput) => ({
  track,
  timeMs: time,
  racer,
  recordedOn,
});

/** The tier list and the track records, and the admins' edits of both. */
export function createKartBoard(db: Db) {
  const found = (message: string) => (rows: unknown[]) => {
    if (rows.length === 0) throw notFound(message);
  };
  const tierFound = found(KART_TIER_NOT_FOUND);
  const recordFound = found(KART_RECORD_NOT_FOUND);

  return {
    async board(): Promise<KartBoard> {
      const [tiers, records] = await Promise.all([
        db.select().from(kartTiers).orderBy(asc(kartTiers.sort), asc(kartTiers.createdAt)),
        db.select().from(kartRecords).orderBy(asc(kartRecords.track), asc(kartRecords.timeMs)),
      ]);
      return {
        tiers: tiers.map(({ id, name, racers, sort }) => ({ id, name, racers, sort })),
        records: records.map(({ id, track, timeMs, racer, recordedOn }) => ({
          id,
          track,
          timeMs,
          racer,
          recordedOn,
        })),
      };
    },
    addTier: async (input: TierInput) => {
      await db.insert(kartTiers).values({ id: newId(), ...input });
    },
    updateTier: async (id: string, input: TierInput) =>
      tierFound(
        await db.update(kartTiers).set(input).where(eq(kartTiers.id, id)).returning({ id: kartTiers.id }),
      ),
    removeTier: async (id: string) =>
      tierFound(await db.delete(kartTiers).where(eq(kartTiers.id, id)).returning({ id: kartTiers.id })),
    addRecord: async (input: RecordInput) => {
      await db.insert(kartRecords).values({ id: newId(), ...recordRow(input) });
    },
    updateRecord: async (id: string, input: RecordInput) =>
      recordFound(
        await db
          .update(kartRecords)
          .set(recordRow(input))
          .where(eq(kartRecords.id, id))
          .returning({ id: kartRecords.id }),
      ),
    removeRecord: async (id: string) =>
      recordFound(
        await db.delete(kartRecords).where(eq(kartRecords.id, id)).returning({ id: kartRecords.id }),
      ),
  };
}

export type KartBoardStore = ReturnType<typeof createKartBoard>;
