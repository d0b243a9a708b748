import type { RxCollection } from 'rxdb';

type Versioned = { id: string; rev: number };

/**
 * Drops rows the local copy already has at the same or a later rev: a socket message can arrive
 * after a pull that returned something newer, and it must not roll the row back.
 */
export async function freshRows<D extends Versioned, R extends Versioned>(
  collection: RxCollection<D>,
  rows: R[],
): Promise<R[]> {
  if (rows.length === 0) return rows;
  const local = await collection.findByIds(rows.map((row) => row.id)).exec();
  return rows.filter((row) => (local.get(row.id)?.rev ?? -1) < row.rev);
}
