import { afterAll, beforeAll } from 'vitest';
import { freshDatabaseUrl } from './database';
import { type NodeProcess, startNodeProcess } from './process';

/** Several nodes need PostgreSQL and Redis: only where CI or the developer provides them. */
export const twoNodesEnabled = process.env.TEST_DB === 'postgres' && !!process.env.REDIS_URL;

/**
 * Two server processes on one fresh PostgreSQL database and one Redis bus, for the enclosing
 * `describe` (`extraEnv` adds settings to both): node A migrates and seeds first, so B starts on a
 * ready database. The fields are
 * set once `beforeAll` has run.
 */
export function useTwoNodes(extraEnv: Record<string, string> = {}): { a: NodeProcess; b: NodeProcess } {
  const nodes = {} as { a: NodeProcess; b: NodeProcess };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const db = await freshDatabaseUrl();
    drop = db.drop;
    const env = {
      DATABASE_URL: db.databaseUrl as string,
      REDIS_URL: process.env.REDIS_URL as string,
      BUS_CHANNEL: `test:${crypto.randomUUID()}`,
      ...extraEnv,
    };
    nodes.a = await startNodeProcess(env);
    nodes.b = await startNodeProcess({ ...env, SEED_DEMO: 'false' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([nodes.a?.stop(), nodes.b?.stop()]);
    await drop?.();
  });
  return nodes;
}
