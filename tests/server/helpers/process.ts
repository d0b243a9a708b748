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

/**
 * Runs `npm start`'s server entry as its own process, as a second node in production would. On
 * `env.PORT` when given (a restart that keeps the origin), else on a free port.
 */
export async function startNodeProcess(env: Record<string, string>): Promise<NodeProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
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
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
