import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface NodeProcess {
  url: string;
  wsUrl: string;
  stop(): Promise<void>;
}

/** Every server process started here and not yet stopped: stopped when this process exits. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Stops a child: SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      running.delete(child);
      return resolve();
    }
    const hard = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(hard);
      running.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Runs `npm start`'s server entry as its own process, as a second node in production would. On
 * `env.PORT` when given (a restart that keeps the origin), else on a free port. A server that does
 * not become healthy in time is stopped before the error is thrown: an orphan would keep seeding
 * its database and slow every later start.
 */
export async function startNodeProcess(
  env: Record<string, string>,
  { startMs = 60_000 }: { startMs?: number } = {},
): Promise<NodeProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      // Tests and benches make their own shop and events; the demo's drop would land among them.
      SEED_DEMO_EVENTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  running.add(child);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`node exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${url}/api/actuator/health`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('node did not start in time');
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await stopChild(child, 2000);
    throw error;
  }
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    stop: () => stopChild(child),
  };
}
