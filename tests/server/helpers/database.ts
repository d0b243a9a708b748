import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';

export interface FreshDatabase {
  /** The file's own PostgreSQL database; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Where PGlite keeps this file's data: a copy of a template, or in memory. */
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * Where a test server keeps its data: PGlite, or, on the PostgreSQL run (TEST_DB=postgres with
 * DATABASE_URL), a database made for this test file. Both start as copies of a database the
 * global setup made (database-template.ts) where there is one (benchmarks have none): migrated, or
 * with `seeded` the demo's accounts, boards and posts in it too (without its shop and events).
 */
export async function freshDatabaseUrl(
  base = process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined,
  { seeded = false }: { seeded?: boolean } = {},
): Promise<FreshDatabase> {
  const env = process.env;
  if (!base) return pgliteCopy(seeded ? env.TEST_PGLITE_SEEDED_TEMPLATE : env.TEST_PGLITE_TEMPLATE);
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = seeded ? env.TEST_PG_SEEDED_TEMPLATE : env.TEST_PG_TEMPLATE;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    dataDir: 'memory://',
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function pgliteCopy(template: string | undefined): FreshDatabase {
  if (!template) return { databaseUrl: undefined, dataDir: 'memory://', drop: async () => {} };
  const dir = mkdtempSync(join(dirname(template), 'c9-pglite-copy-'));
  cpSync(template, dir, { recursive: true });
  return {
    databaseUrl: undefined,
    dataDir: dir,
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
