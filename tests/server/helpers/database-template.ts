import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { setPasswordCost } from '../../../server/modules/user/password';
import { seedDemo } from '../../../server/seed/demo';

/**
 * Vitest global setup of the server projects: migrates one database before the files run, and
 * makes a second with the demo data seeded into it, so each test file copies one of them instead
 * of running every migration and the seed again (seconds per file). It also proves the migrations
 * apply to an empty database. The workers find them by environment variables (they are started
 * after this, with this process's environment).
 */
const SHARED_MEMORY = '/dev/shm';

/** The demo's accounts, boards and posts without its shop and events, as `startTestServer` seeds them. */
const seed = (db: Parameters<typeof seedDemo>[0]) => {
  // As the test servers hash (helpers/server.ts): their demo accounts sign in at that cost.
  setPasswordCost(10);
  return seedDemo(db, pino({ level: 'warn' }) as unknown as Parameters<typeof seedDemo>[1], {
    events: false,
  });
};

async function pgliteTemplates(): Promise<() => void> {
  const base = process.platform === 'linux' ? SHARED_MEMORY : tmpdir();
  const migrated = mkdtempSync(join(base, 'c9-pglite-'));
  await (await openDatabase({ dataDir: migrated })).close();
  const seeded = mkdtempSync(join(base, 'c9-pglite-seeded-'));
  cpSync(migrated, seeded, { recursive: true });
  const database = await openDatabase({ dataDir: seeded });
  await seed(database.db);
  await database.close();
  process.env.TEST_PGLITE_TEMPLATE = migrated;
  process.env.TEST_PGLITE_SEEDED_TEMPLATE = seeded;
  return () => {
    rmSync(migrated, { recursive: true, force: true });
    rmSync(seeded, { recursive: true, force: true });
  };
}

async function postgresTemplates(base: string): Promise<() => Promise<void>> {
  const migrated = `t_template_${process.pid}`;
  const seeded = `t_template_seeded_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  };
  for (const name of [migrated, seeded]) await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${migrated}`);
  await (await openDatabase({ databaseUrl: urlOf(migrated), dataDir: 'memory://' })).close();
  await admin(`create database ${seeded} template ${migrated}`);
  const database = await openDatabase({ databaseUrl: urlOf(seeded), dataDir: 'memory://' });
  await seed(database.db);
  await database.close();
  process.env.TEST_PG_TEMPLATE = migrated;
  process.env.TEST_PG_SEEDED_TEMPLATE = seeded;
  return async () => {
    for (const name of [migrated, seeded]) await admin(`drop database if exists ${name} with (force)`);
  };
}

/**
 * Each database's two server projects (`vite.config.ts` `serverProjects`) share its templates: the
 * first to start makes them (the environment then names them), the second finds them made.
 */
const made = new Map<string, Promise<() => void | Promise<void>>>();

export default async function setup(project: TestProject) {
  const db = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const first = !made.has(db);
  if (first)
    made.set(
      db,
      db === 'postgres' ? postgresTemplates(process.env.DATABASE_URL as string) : pgliteTemplates(),
    );
  const teardown = await (made.get(db) as Promise<() => void | Promise<void>>);
  return first ? teardown : undefined;
}
