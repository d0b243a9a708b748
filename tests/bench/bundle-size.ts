/**
 * The first page's JavaScript, gzipped: every script the page requests while opening a route on a
 * built app until its load event, for a visitor's first visit to each route of `ROUTES`. Scripts
 * it requests after that (the board pages and DOMPurify, fetched once the app has started so they
 * open offline, the overlays of `src/app/after-load.tsx`, workbox-window for the service worker's
 * registration) and the data worker's own files (off the main thread) are counted apart, and so
 * are the files of a landing page that index.html fetches ahead at low priority when the address
 * is that page's (src/app/snapshot/preload-landing-page.ts): that page's own code and what it needs
 * to show its rows, which every other route fetches after its load event. The build prints the
 * same budget from the bundle (vite.config.ts `routeBudgets`).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../chromium';
import { startNodeProcess } from '../server/helpers/process';

const TARGET_KB = 200;

/** What a visitor opens first: home, the boards, live, signing in, the shop, a static page. */
const ROUTES = ['/', '/board/all', '/live', '/login', '/register', '/store', '/terms'];
const DIST = 'dist';

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** The files index.html fetches ahead for a landing page at this route (`preload-landing-page.ts`). */
function landingFiles(route: string): Set<string> {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const list = /function preloadLandingPage[\s\S]*?\}\)\((\[.*?\])\);<\/script>/.exec(html)?.[1];
  const pages = JSON.parse(list ?? '[]') as { path: string; files: string[] }[];
  const page = pages.find((candidate) => new RegExp(candidate.path).test(route));
  return new Set((page?.files ?? []).map((file) => file.slice('/assets/'.length)));
}

/** The worker entries the page started and everything they import statically, read from the built files. */
function workerFiles(entries: Iterable<string>): Set<string> {
  const assets = join(DIST, 'assets');
  const files = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([^"']+\.js)["']/g)) queue.push(m[1]!);
  }
  return files;
}

/** The scripts a fresh visit to `url` requests before and after its load event, and the worker's. */
async function firstVisit(browser: Browser, url: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const workerEntries = new Set<string>();
    page.on('worker', (worker) => {
      const path = new URL(worker.url()).pathname;
      if (path.startsWith('/assets/')) workerEntries.add(path.slice('/assets/'.length));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // Resource timing of the page itself: the data worker's own requests are not in it.
    const requested = (await page.evaluate(`(() => {
      const loaded = performance.getEntriesByType('navigation')[0].loadEventStart;
      return performance.getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname.slice('/assets/'.length), beforeLoad: entry.startTime < loaded }));
    })()`)) as { file: string; beforeLoad: boolean }[];
    const worker = workerFiles(workerEntries);
    const landing = landingFiles(new URL(url).pathname);
    return {
      first: requested
        .filter((r) => r.beforeLoad && !worker.has(r.file) && !landing.has(r.file))
        .map((r) => r.file),
      ahead: requested.filter((r) => landing.has(r.file)).map((r) => r.file),
      later: requested.filter((r) => !r.beforeLoad && !worker.has(r.file)).map((r) => r.file),
      worker: [...worker],
    };
  } finally {
    await context.close();
  }
}

export async function benchBundleSize(): Promise<string[]> {
  if (!existsSync(join(DIST, 'index.html')))
    return ['first-load JavaScript: skipped (run `npm run build` first)'];
  const dataDir = mkdtempSync(join(tmpdir(), 'c9-bundle-'));
  const node = await startNodeProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    STATIC_DIR: DIST,
  });
  const browser = await launchChromium();
  try {
    const sum = (files: Iterable<string>) =>
      [...files].reduce((kb, file) => kb + gzipKb(readFileSync(join(DIST, 'assets', file))), 0);
    const rows: string[] = [];
    let home = { first: 0, later: 0, worker: 0, files: 0, laterFiles: 0 };
    let worst = 0;
    for (const route of ROUTES) {
      const measured = await firstVisit(browser, `${node.url}${route}`);
      const first = sum(measured.first);
      worst = Math.max(worst, first);
      if (route === '/')
        home = {
          first,
          later: sum(measured.later),
          worker: sum(measured.worker),
          files: measured.first.length,
          laterFiles: measured.later.length,
        };
      const ahead =
        measured.ahead.length > 0 ? `, ${sum(measured.ahead).toFixed(1)} KB of its page fetched ahead` : '';
      rows.push(
        `  ${route.padEnd(12)} ${first.toFixed(1).padStart(6)} KB before the load event, ${sum(measured.later).toFixed(1).padStart(6)} KB after${ahead} (${first < TARGET_KB ? 'met' : 'over'})`,
      );
    }
    return [
      `first-load JavaScript of / : ${home.first.toFixed(1)} KB gzip over ${home.files} files requested before the load event (target < ${TARGET_KB} KB on every route, worst ${worst.toFixed(1)} KB: ${worst < TARGET_KB ? 'met' : 'missed'}); ${home.later.toFixed(1)} KB over ${home.laterFiles} files after it (pages and overlays fetched ahead for offline use, the service worker registration); data worker ${home.worker.toFixed(1)} KB gzip counted apart`,
      "first-load JavaScript per route (a visitor's first visit):",
      ...rows,
    ];
  } finally {
    await browser.close();
    await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchBundleSize()) console.log(line);
}
