import type { RxCollection } from 'rxdb';
import { freshRows } from './fresh-rows';

type Row = { id: string; rev: number; deleted: boolean };

/**
 * Writes rows fetched outside the replication (older pages, a write's answer) unless the local copy
 * is as new. Safe next to a pull-only replication: RxDB lets every later pull overwrite them.
 */
export async function upsertFreshRows<T extends Row>(
  collection: RxCollection<Omit<T, 'deleted'>>,
  rows: T[],
): Promise<void> {
  const fresh = await freshRows(collection, rows);
  const live = fresh.filter((row) => !row.deleted).map(({ deleted: _, ...rest }) => rest);
  const gone = fresh.filter((row) => row.deleted).map((row) => row.id);
  if (live.length > 0) await collection.bulkUpsert(live);
  if (gone.length > 0) await collection.bulkRemove(gone);
}
