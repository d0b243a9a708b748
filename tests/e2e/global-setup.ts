import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { freshDatabaseUrl } from '../server/helpers/database';
import { startNodeProcess } from '../server/helpers/process';

/**
 * Builds the client into this run's own folder (runs side by side must not rebuild each other's
 * files), then starts one `server/main.ts` per Playwright worker, each on a free port with its own
 * fresh database and demo data: a worker's specs never meet another worker's writes. With
 * DATABASE_URL set (as `.ci/run` sets it) each worker's database is a new one on that PostgreSQL,
 * which answers the browser tests' load several times faster than PGlite (the server tests cover
 * both engines; demo.spec still starts the embedded default).
 * `playwright.config.ts` hands worker N the address in E2E_BASE_URL_N.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const runDir = mkdtempSync(join(tmpdir(), 'c9-e2e-'));
  const staticDir = join(runDir, 'dist');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('client build failed');
  const databases = await Promise.all(
    Array.from({ length: config.workers }, () => freshDatabaseUrl(process.env.DATABASE_URL || undefined)),
  );
  const servers = await Promise.all(
    databases.map((database, n) =>
      startNodeProcess(
        {
          DATA_DIR: join(runDir, `db-${n}`),
          DATABASE_URL: database.databaseUrl ?? '',
          REDIS_URL: '',
          STATIC_DIR: staticDir,
          // The simulated platform changes only when a test drives it, and is read every second.
          SOOP_SIMULATOR_TICK_MS: '0',
          SOOP_POLL_MS: '1000',
          // The specs make the shop and events they need; demo.spec starts the demo as it ships.
          SEED_DEMO_EVENTS: 'false',
          // The push test's push service listens on loopback.
          PUSH_ALLOW_LOOPBACK: 'true',
          // The specs share one server and some write 100 posts as one member to fill a list.
          WRITE_LIMIT_SCALE: '10',
          // A socket whose network went away is noticed in 6 s rather than 20 (resync specs).
          WS_HEARTBEAT_MS: '3000',
          // Every spec signs in; a cheaper hash than production's spares seconds per worker.
          PASSWORD_SCRYPT_COST: '10',
        },
        { startMs: 240_000 },
      ),
    ),
  );
  for (const [n, server] of servers.entries()) process.env[`E2E_BASE_URL_${n}`] = server.url;
  // demo.spec starts the demo as it ships on the same build.
  process.env.E2E_STATIC_DIR = staticDir;
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(databases.map((database) => database.drop()));
    rmSync(runDir, { recursive: true, force: true });
  };
}
