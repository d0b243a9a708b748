import type { Page } from 'playwright-core';

/** What the page-opening benchmarks share: Chromium's flags and the first-rows paint timer. */

export const ROW = '[data-testid="post-row"]';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Runs before any page script: the time (ms since navigation start) of the frame after the first
 * board row appears. A string: the TypeScript loader would wrap a function with helpers the page lacks.
 */
export const FIRST_ROWS_SCRIPT = `(() => {
  const seen = () => document.querySelector(${JSON.stringify(ROW)}) !== null;
  const paint = () => requestAnimationFrame(() => { window.__firstRowsPainted = performance.now(); });
  const observer = new MutationObserver(() => {
    if (!seen()) return;
    observer.disconnect();
    paint();
  });
  observer.observe(document, { childList: true, subtree: true });
})()`;

export async function firstRowsPainted(page: Page): Promise<number> {
  await page.waitForFunction('window.__firstRowsPainted !== undefined', undefined, { timeout: 30_000 });
  return (await page.evaluate('window.__firstRowsPainted')) as number;
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
