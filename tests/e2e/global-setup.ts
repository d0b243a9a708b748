import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/helpers/process';

/**
 * Builds the client into this run's own folder (runs side by side must not rebuild each other's
 * files), then starts `server/main.ts` on a free port with a fresh data dir and demo data.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'c9-e2e-'));
  const staticDir = join(dataDir, 'dist');
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--outDir', staticDir, '--emptyOutDir'],
    {
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('client build failed');
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dataDir, 'db'),
      DATABASE_URL: '',
      REDIS_URL: '',
      STATIC_DIR: staticDir,
      // The simulated platform changes only when a test drives it, and is read every second.
      SOOP_SIMULATOR_TICK_MS: '0',
      SOOP_POLL_MS: '1000',
      LOG_LEVEL: 'warn',
      // The specs make the shop and events they need; demo.spec starts the demo as it ships.
      SEED_DEMO_EVENTS: 'false',
      // The push test's push service listens on loopback.
      PUSH_ALLOW_LOOPBACK: 'true',
      // The specs share one server and some write 100 posts as one member to fill a list.
      WRITE_LIMIT_SCALE: '10',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/actuator/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start in time');
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = url;
  // demo.spec starts the demo as it ships on the same build.
  process.env.E2E_STATIC_DIR = staticDir;
  return async () => {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  };
}
