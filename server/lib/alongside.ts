import type { Db } from '../db/client';

/**
 * Another module's write that must commit with a repository's write or not at all (the record of
 * a staff action with the action): it runs in the write's transaction, given what the write returned.
 */
export type Alongside<R> = (tx: Db, result: R) => Promise<unknown>;

/** `write` on its own, or in one transaction with `alongside`. */
export const withAlongside = <R>(
  db: Db,
  write: (q: Db) => Promise<R>,
  alongside?: Alongside<R>,
): Promise<R> =>
  alongside
    ? db.transaction(async (tx) => {
        const result = await write(tx);
        await alongside(tx, result);
        return result;
      })
    : write(db);
