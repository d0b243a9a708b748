import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';

/**
 * Vitest global setup of the server projects: migrates one database before the files run, so each
 * test file copies it instead of running every migration again (seconds per file on PGlite). It
 * also proves the migrations apply to an empty database. The workers find it by an environment
 * variable (they are started after this, with this process's environment).
 */
const SHARED_MEMORY = '/dev/shm';

async function pgliteTemplate(): Promise<() => void> {
  const dir = mkdtempSync(join(process.platform === 'linux' ? SHARED_MEMORY : tmpdir(), 'c9-pglite-'));
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  process.env.TEST_PGLITE_TEMPLATE = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(base: string): Promise<() => Promise<void>> {
  const name = `t_template_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  await database.close();
  process.env.TEST_PG_TEMPLATE = name;
  return () => admin(`drop database if exists ${name} with (force)`);
}

export default function setup(project: TestProject) {
  return project.name === 'server-postgres'
    ? postgresTemplate(process.env.DATABASE_URL as string)
    : pgliteTemplate();
}
