import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../chromium';
import { freePort, startNodeProcess } from '../server/helpers/process';

/** What the page-opening benchmarks share: Chromium's flags and the first-rows paint timer. */

export const ROW = '[data-testid="post-row"]';
/** A board row as painted: the app's own, or the kept view's the page paints before the app (src/app/snapshot). */
const PAINTED_ROW = `${ROW}, [data-kept-testid="post-row"]`;

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Runs before any page script: the time (ms since navigation start) of the frame after the first
 * board row appears. A string: the TypeScript loader would wrap a function with helpers the page lacks.
 */
export const FIRST_ROWS_SCRIPT = `(() => {
  const seen = () => document.querySelector(${JSON.stringify(PAINTED_ROW)}) !== null;
  const paint = () => requestAnimationFrame(() => { window.__firstRowsPainted = performance.now(); });
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    paint();
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

export async function firstRowsPainted(page: Page): Promise<number> {
  await page.waitForFunction(() => '__firstRowsPainted' in window, undefined, { timeout: 30_000 });
  return (await page.evaluate('window.__firstRowsPainted')) as number;
}

/**
 * Opens `path` as a member reopens the installed app: from no page of it (about:blank), not by
 * reloading a running one, whose teardown (its last tasks, its leave handlers) a reopen does not
 * wait for. Until the first board rows are painted.
 */
export async function reopen(page: Page, path: string): Promise<number> {
  await page.goto('about:blank');
  await page.goto(path);
  return firstRowsPainted(page);
}

/** True once the kept results of the last visit (src/lib/query-snapshots.ts) hold a posts list with `title`. */
export const LAST_ROWS_KEPT_SCRIPT = (title: string) => `new Promise((resolve) => {
  const open = indexedDB.open('c9-query-snapshots');
  open.onerror = () => resolve(false);
  open.onsuccess = () => {
    const db = open.result;
    if (!db.objectStoreNames.contains('results')) return resolve(false);
    const all = db.transaction('results').objectStore('results').getAll();
    all.onsuccess = () => {
      db.close();
      resolve(all.result.some((row) => row.key.startsWith('posts:') && JSON.stringify(row.result).includes(${JSON.stringify(title)})));
    };
  };
})`;

/** Waits until the page's first board rows, `title` among them, are kept for the next start. */
export async function waitUntilKept(page: Page, title: string): Promise<void> {
  const keptBy = Date.now() + 30_000;
  while (!(await page.evaluate(LAST_ROWS_KEPT_SCRIPT(title)))) {
    if (Date.now() > keptBy) throw new Error(`"${title}" was never kept for the next start`);
    await page.waitForTimeout(100);
  }
}

/** The baseline page: the same rows, inline, on a page of its own, opened the same way (`reopen`). */
function staticPage(titles: string[]): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>baseline</title></head><body>
<main id="list"></main>
<script>
const titles = ${JSON.stringify(titles)};
const list = document.getElementById('list');
for (const title of titles) {
  const row = document.createElement('a');
  row.dataset.testid = 'post-row';
  row.href = '#';
  row.style.display = 'block';
  row.style.padding = '12px 16px';
  row.textContent = title;
  list.append(row);
}
</script></body></html>`;
}

/**
 * A static page with `titles` inline on a server of its own, in a context of its own, loaded once
 * already; `reopen()` is the time until its first rows are painted. A bench reopens it between its
 * app's reopens, so that both see the same machine load.
 */
export async function openStaticPage(browser: Browser, titles: string[]) {
  const html = staticPage(titles);
  const port = await freePort();
  const server = createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(FIRST_ROWS_SCRIPT);
  const page = await context.newPage();
  const url = `http://127.0.0.1:${port}/`;
  await reopen(page, url);
  return {
    reopen: () => reopen(page, url),
    async close() {
      await context.close();
      server.close();
    },
  };
}

/** Reopen targets (issue 10): the first rows under 150 ms and at most twice the static page. */
export const REOPEN_TARGET_MS = 150;
export const REOPEN_MAX_RATIO = 2;

export function reopenVerdict(appMs: number, staticMs: number): string {
  const ratio = appMs / Math.max(staticMs, 1);
  const met = appMs < REOPEN_TARGET_MS && ratio <= REOPEN_MAX_RATIO;
  return `target < ${REOPEN_TARGET_MS} ms and at most ${REOPEN_MAX_RATIO.toFixed(1)}x the static page: ${met ? 'met' : 'missed'}; static page with the same rows inline ${staticMs.toFixed(0)} ms, ratio ${ratio.toFixed(2)}`;
}

/** When the app itself was on screen (src/app/snapshot/kept-views.ts), if it took over a kept view. */
export async function takeoverAt(page: Page): Promise<number | undefined> {
  await page.waitForFunction(() => document.getElementById('c9-kept-view') === null, undefined, {
    timeout: 30_000,
  });
  return (await page.evaluate(`performance.getEntriesByName('c9-kept-view-takeover')[0]?.startTime`)) as
    | number
    | undefined;
}

/**
 * The built app (`dist`) on a real server with the demo data in a data dir of its own, and
 * Chromium; null when nothing is built. `close()` stops both and drops the data.
 */
export async function openBuiltApp(name: string) {
  if (!existsSync(join('dist', 'index.html'))) return null;
  const dataDir = mkdtempSync(join(tmpdir(), `c9-${name}-`));
  const node = await startNodeProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    STATIC_DIR: 'dist',
  });
  const browser = await launchChromium();
  return {
    url: node.url,
    browser,
    async close() {
      await browser.close();
      await node.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
