import type { RxCollection } from 'rxdb';
import type { z } from 'zod';
import { upsertFreshRows } from '../sync/local-rows';

type Row = { id: string; rev: number; deleted: boolean };

/**
 * Stores the row a write's answer carries, when it is one. Shows a delivered write at once instead
 * of waiting for the socket or the next pull (which bring the same row and overwrite this copy).
 */
export async function upsertAnswer<T extends Row>(
  collection: RxCollection<Omit<T, 'deleted'>>,
  row: z.ZodType<T>,
  body: unknown,
): Promise<boolean> {
  const parsed = row.safeParse(body);
  if (parsed.success) await upsertFreshRows(collection, [parsed.data]);
  return parsed.success;
}
