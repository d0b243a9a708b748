import { mkdirSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** PostgreSQL when a URL is given, else embedded PGlite in `dataDir`; migrations run before use. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /**
   * A pooled PostgreSQL connection died while idle (a restart, a killed backend). The pool opens a
   * new one on the next query; unheard, the error would end the process.
   */
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: 10 });
    pool.on('error', (error) => opts.onIdleError?.(error));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (opts.dataDir !== 'memory://') mkdirSync(opts.dataDir, { recursive: true });
  /**
   * PGlite runs a statement on this thread and resolves at once, so awaited statements in a row (a
   * post's dozen, then the pages it invalidates) ran as one task of 15-25 ms and every request that
   * came in meanwhile, even one the cache answers, waited behind it. Each statement first lets
   * them go. A transaction stays whole: a statement outside it waits for PGlite's transaction lock,
   * and only the transaction's own statements take the query lock while it holds it.
   */
  class TakingTurnsPGlite extends PGlite {
    override _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
      return super._runExclusiveQuery(async () => {
        await nextTurn();
        return fn();
      });
    }
  }
  const client = new TakingTurnsPGlite(opts.dataDir);
  await client.waitReady;
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}
