import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('PostgreSQL connections', () => {
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('survives its idle connections being killed, and answers from new ones', async () => {
    const fan = await t.as('soopfan');
    expect((await fan.get('/api/v1/user/me')).status).toBe(200);

    // What a database restart or an operator's pg_terminate_backend does to the pool.
    const name = new URL(String(t.databaseUrl)).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const killed = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect((await fan.get('/api/v1/user/me')).status).toBe(200);
  });
});
