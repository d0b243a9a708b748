import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../server/helpers/api-client';
import { freshDatabaseUrl } from '../server/helpers/database';
import { startNodeProcess } from '../server/helpers/process';

const RATE = 500;
const SECONDS = 6;
const TARGET_P99_MS = 20;
const BOARDS = ['free', 'fanart', 'humor', 'notice'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function pathFor(i: number) {
  const search = encodeURIComponent(JSON.stringify([{ name: 'boardId', value: BOARDS[i % BOARDS.length] }]));
  return `/api/v1/p/post/table?draw=${i}&start=${(i % 3) * 20}&length=20&orderColumnName=createdAt&order=desc&searchColumns=${search}`;
}

/** Open loop: requests leave on a fixed schedule whatever the server's speed, so slowness shows in the latency. */
async function fixedRate(
  url: string,
): Promise<{ p50: number; p99: number; errors: number; achieved: number }> {
  const total = RATE * SECONDS;
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = performance.now();
    inflight.push(
      fetch(url + pathFor(i))
        .then(async (res) => {
          await res.arrayBuffer();
          if (!res.ok) errors++;
          latencies.push(performance.now() - sent);
        })
        .catch(() => {
          errors++;
        }),
    );
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    achieved: latencies.length / elapsed,
  };
}

/** Closed loop: as many requests as 32 callers can make, for the ceiling. */
async function maxThroughput(url: string): Promise<number> {
  let done = 0;
  const until = performance.now() + 4000;
  await Promise.all(
    Array.from({ length: 32 }, async (_, w) => {
      for (let i = w; performance.now() < until; i += 32) {
        const res = await fetch(url + pathFor(i));
        await res.arrayBuffer();
        done++;
      }
    }),
  );
  return done / 4;
}

/** A member writing a post every 200 ms, so cached pages keep being invalidated as on a live site. */
function startWriter(url: string): () => Promise<number> {
  let running = true;
  let written = 0;
  const done = (async () => {
    const writer = new ApiClient(url);
    await writer.login('soopfan', 'fan12345');
    while (running) {
      await writer.post('/api/v1/p/board/free/post', {
        title: `부하 중 글 ${written}`,
        content: '<p>bench</p>',
      });
      written++;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return async () => {
    running = false;
    await done;
    return written;
  };
}

async function benchOne(label: string, env: Record<string, string>): Promise<string> {
  const node = await startNodeProcess(env);
  try {
    await fixedRate(node.url).catch(() => undefined); // warm-up: JIT, plan cache, connection pool
    const ceiling = await maxThroughput(node.url);
    const stopWriter = startWriter(node.url);
    const r = await fixedRate(node.url);
    const writes = await stopWriter();
    const verdict = r.p99 < TARGET_P99_MS ? 'met' : 'missed';
    return `post table on ${label}: ${r.achieved.toFixed(0)} req/s offered at ${RATE}/s with ${writes} posts written meanwhile, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms (target p99 < ${TARGET_P99_MS} ms at ${RATE} req/s: ${verdict}), ${r.errors} errors; ceiling ${ceiling.toFixed(0)} req/s with 32 callers`;
  } finally {
    await node.stop();
  }
}

export async function benchTableLoad(): Promise<string[]> {
  const lines: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'c9-bench-'));
  try {
    lines.push(await benchOne('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const base = process.env.DATABASE_URL;
  if (base) {
    const db = await freshDatabaseUrl(base);
    try {
      lines.push(await benchOne('PostgreSQL', { DATABASE_URL: db.databaseUrl!, REDIS_URL: '' }));
    } finally {
      await db.drop();
    }
  } else {
    lines.push('post table on PostgreSQL: skipped (set DATABASE_URL)');
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchTableLoad()) console.log(line);
}
