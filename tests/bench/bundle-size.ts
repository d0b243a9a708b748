/**
 * The first page's JavaScript, gzipped: every script the browser fetches while opening `/` on a
 * built app, minus the data worker's own files (counted apart: they load off the main thread).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startNodeProcess } from '../server/helpers/process';

const TARGET_KB = 250;
const DIST = 'dist';

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

/** The worker entry and everything it imports statically, read from the built files. */
function workerFiles(): Set<string> {
  const assets = join(DIST, 'assets');
  const files = new Set<string>();
  const queue = readdirSync(assets).filter((f) => /worker/i.test(f) && f.endsWith('.js'));
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
    const scripts = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js') && url.pathname.startsWith('/assets/'))
        scripts.add(url.pathname.slice('/assets/'.length));
    });
    await page.goto(node.url, { waitUntil: 'networkidle' });
    const worker = workerFiles();
    let main = 0;
    let workerKb = 0;
    for (const file of scripts) {
      const kb = gzipKb(readFileSync(join(DIST, 'assets', file)));
      if (worker.has(file)) workerKb += kb;
      else main += kb;
    }
    const verdict = main < TARGET_KB ? 'met' : 'missed';
    return [
      `first-load JavaScript: ${main.toFixed(1)} KB gzip over ${scripts.size - [...scripts].filter((f) => worker.has(f)).length} files (target < ${TARGET_KB} KB: ${verdict}); data worker ${workerKb.toFixed(1)} KB gzip counted apart`,
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
