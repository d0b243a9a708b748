import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leases } from '../db/schema';

/**
 * Takes or renews the named lease for `holder`. True while this node holds it: with several nodes
 * only the holder runs the job, and another takes over once a holder stops renewing.
 */
export async function holdLease(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  const expiresAt = new Date(Date.now() + ttlMs);
  const rows = await db
    .insert(leases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: leases.name,
      set: { holder, expiresAt },
      setWhere: sql`${leases.holder} = ${holder} or ${leases.expiresAt} < now()`,
    })
    .returning({ holder: leases.holder });
  return rows.length > 0;
}
