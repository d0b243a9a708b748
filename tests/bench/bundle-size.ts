/**
 * The first page's JavaScript, gzipped: every script the page requests while opening `/` on a
 * built app until its load event. Scripts it requests after that (the board pages and DOMPurify,
 * fetched once the app has started so they open offline, and workbox-window for the service
 * worker's registration) and the data worker's own files (off the main thread) are counted apart.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startNodeProcess } from '../server/helpers/process';

const TARGET_KB = 250;
const DIST = 'dist';

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

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
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const workerEntries = new Set<string>();
    page.on('worker', (worker) => {
      const url = new URL(worker.url());
      if (url.pathname.startsWith('/assets/')) workerEntries.add(url.pathname.slice('/assets/'.length));
    });
    await page.goto(node.url, { waitUntil: 'networkidle' });
    // Resource timing of the page itself: the data worker's own requests are not in it.
    const requested = (await page.evaluate(`(() => {
      const loaded = performance.getEntriesByType('navigation')[0].loadEventStart;
      return performance.getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname.slice('/assets/'.length), beforeLoad: entry.startTime < loaded }));
    })()`)) as { file: string; beforeLoad: boolean }[];
    const worker = workerFiles(workerEntries);
    const sum = (files: string[]) =>
      files.reduce((kb, file) => kb + gzipKb(readFileSync(join(DIST, 'assets', file))), 0);
    const first = requested.filter((r) => r.beforeLoad && !worker.has(r.file)).map((r) => r.file);
    const later = requested.filter((r) => !r.beforeLoad && !worker.has(r.file)).map((r) => r.file);
    const main = sum(first);
    const verdict = main < TARGET_KB ? 'met' : 'missed';
    return [
      `first-load JavaScript: ${main.toFixed(1)} KB gzip over ${first.length} files requested before the load event (target < ${TARGET_KB} KB: ${verdict}); ${sum(later).toFixed(1)} KB over ${later.length} files after it (the board pages and DOMPurify, fetched ahead for offline use, and the service worker registration); data worker ${sum([...worker]).toFixed(1)} KB gzip counted apart`,
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
