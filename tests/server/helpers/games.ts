import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';

/**
 * Moves a game seed's issue time `ms` back through the database, as if the game had been played
 * that long ago: the server refuses a log claiming more time than passed since its seed.
 */
export async function backdateSeed(db: Db, seedId: string, ms: number): Promise<void> {
  await db.execute(
    sql`update game_plays set issued_at = issued_at - make_interval(secs => ${ms / 1000}) where id = ${seedId}`,
  );
}
