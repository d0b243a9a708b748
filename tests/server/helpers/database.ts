import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Where a test server keeps its data: fresh in-memory PGlite, or, on the PostgreSQL run
 * (TEST_DB=postgres with DATABASE_URL), a fresh database made for this test file.
 */
export async function freshDatabaseUrl(
  base = process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined,
): Promise<{ databaseUrl: string | undefined; drop(): Promise<void> }> {
  if (!base) return { databaseUrl: undefined, drop: async () => {} };
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
