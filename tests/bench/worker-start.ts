/**
 * The data worker's start on a reopen, in headless Chromium against a built app and a real server
 * with the demo data: from the worker's creation until its first live query for /board/all has
 * answered from IndexedDB, read from the User Timing marks the worker sets (`workers/start-marks.ts`;
 * a worker's time origin is its creation). Printed split: its code has run, the database is created,
 * every collection is open, the first answer, and the sync (replications, socket, lead) that waits
 * until after it. The first visit (an empty database) is printed beside the reopens' medians.
 */
import type { Page, Worker } from 'playwright-core';
import { median, openBuiltApp, ROW } from './first-rows';

const RUNS = 7;
const TARGET_MS = 150;
const MARKS = ['code', 'database', 'collections', 'first-answer', 'sync'] as const;
type Mark = (typeof MARKS)[number];
type Start = { created: number; marks: Record<Mark, number>; firstKind: string };

const isDataWorker = (worker: Worker) => worker.url().includes('data.worker');

/** The marks of one worker's start, once all of them are set; `created`: ms after navigation start. */
async function startOf(page: Page, worker: Worker): Promise<Start> {
  const names = MARKS.map((mark) => `c9:${mark}`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const set = await worker.evaluate(
      (wanted) => wanted.every((name) => performance.getEntriesByName(name).length > 0),
      names,
    );
    if (set) break;
    if (Date.now() > deadline) throw new Error('the data worker never set all its start marks');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const entries = await worker.evaluate(
    (wanted) =>
      wanted.map((name) => {
        const [entry] = performance.getEntriesByName(name) as PerformanceMark[];
        return { name, time: entry?.startTime ?? 0, detail: String(entry?.detail ?? '') };
      }),
    names,
  );
  const workerOrigin = await worker.evaluate(() => performance.timeOrigin);
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const marks = Object.fromEntries(entries.map((e) => [e.name.slice('c9:'.length), e.time])) as Record<
    Mark,
    number
  >;
  const firstKind = entries.find((e) => e.name === 'c9:first-answer')?.detail ?? '';
  return { created: workerOrigin - pageOrigin, marks, firstKind };
}

async function visit(page: Page, open: () => Promise<unknown>): Promise<Start> {
  const worker = page.waitForEvent('worker', { predicate: isDataWorker, timeout: 30_000 });
  await open();
  return startOf(page, await worker);
}

const split = (s: Pick<Start, 'marks'>) =>
  `code ${s.marks.code.toFixed(0)} ms, database created ${s.marks.database.toFixed(0)} ms, all collections open ${s.marks.collections.toFixed(0)} ms, first answer ${s.marks['first-answer'].toFixed(0)} ms, sync started ${s.marks.sync.toFixed(0)} ms`;

export async function benchWorkerStart(): Promise<string[]> {
  const app = await openBuiltApp('worker-start');
  if (!app) return ['worker start: skipped (run `npm run build` first)'];
  const { browser } = app;
  try {
    const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const cold = await visit(page, () => page.goto('/board/all'));
    await page.locator(ROW).first().waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    const reopens: Start[] = [];
    for (let i = 0; i < RUNS; i++) reopens.push(await visit(page, () => page.reload()));
    const med = (f: (s: Start) => number) => median(reopens.map(f));
    const typical = { marks: Object.fromEntries(MARKS.map((m) => [m, med((s) => s.marks[m])])) } as Start;
    const answer = typical.marks['first-answer'];
    const kinds = [...new Set(reopens.map((s) => s.firstKind))].join(', ');
    return [
      `worker start on reopening /board/all, worker creation until its first live query (${kinds}) answered: ${answer.toFixed(0)} ms median over ${RUNS} (target < ${TARGET_MS} ms: ${answer < TARGET_MS ? 'met' : 'missed'}); the page created the worker ${med((s) => s.created).toFixed(0)} ms after navigation start`,
      `  reopen split (medians, ms since worker creation): ${split(typical)}`,
      `  first visit, empty database: ${split(cold)}`,
    ];
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchWorkerStart()) console.log(line);
}
