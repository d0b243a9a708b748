import { expect, type Page, test } from './test';

/**
 * A reopened app paints the rows it showed last time before the data worker answers: the worker
 * keeps each live query's latest result (src/lib/query-snapshots.ts) and the first render starts
 * from them.
 */

/** The first post of each posts list kept for the next start. */
const keptFirstTitles = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('c9-query-snapshots');
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('results')) return resolve([]);
          const all = db.transaction('results').objectStore('results').getAll();
          all.onsuccess = () => {
            db.close();
            const lists = all.result.filter((row: { key: string }) => row.key.startsWith('posts:'));
            resolve(lists.map((row: { result: { title: string }[] }) => row.result[0]?.title ?? ''));
          };
        };
      }),
  );

/** A data worker that takes every call and never answers. */
const SILENT_WORKER = `window.Worker = class extends EventTarget {
  postMessage() {}
  terminate() {}
};`;

/**
 * The page's reads of the kept results answer 400 ms late (a busy start), well after the first
 * render stopped waiting for them. Page only: init scripts do not run in the worker.
 */
const SLOW_SNAPSHOTS = `{
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (name, version) {
    if (name !== 'c9-query-snapshots') return open.call(this, name, version);
    const late = {};
    setTimeout(() => {
      const request = open.call(indexedDB, name, version);
      const forward = (handler) => (event) => {
        late.result = request.result;
        late[handler]?.(event);
      };
      request.onupgradeneeded = forward('onupgradeneeded');
      request.onsuccess = forward('onsuccess');
      request.onerror = (event) => {
        late.error = request.error;
        late.onerror?.(event);
      };
    }, 400);
    return late;
  };
}`;

/**
 * Opens /board/all until its first row is also kept for the next start; that row's title. The title,
 * not the row's whole text: a view or like count can change between the capture and the reload.
 */
async function keepFirstRow(page: Page): Promise<string> {
  await page.goto('/board/all');
  const firstRow = page.getByTestId('post-row').first();
  await expect(firstRow).toBeVisible();
  const shown = (await firstRow.textContent()) ?? '';
  let kept = '';
  await expect
    .poll(async () => {
      kept = (await keptFirstTitles(page)).find((title) => title && shown.includes(title)) ?? '';
      return kept !== '';
    })
    .toBe(true);
  return kept;
}

test('the last rows show at once, before the data worker answers', async ({ page }) => {
  const title = await keepFirstRow(page);
  await page.addInitScript(SILENT_WORKER);
  await page.reload();
  await expect(page.getByTestId('post-row').first()).toContainText(title);
});

test('kept rows read after the first render still show until the worker answers', async ({ page }) => {
  const title = await keepFirstRow(page);
  await page.addInitScript(SILENT_WORKER);
  await page.addInitScript(SLOW_SNAPSHOTS);
  await page.reload();
  await expect(page.getByRole('heading', { name: '전체글' })).toBeVisible();
  await expect(page.getByTestId('post-row').first()).toContainText(title);
});

test('without a kept result and no answer from the server the list waits for the worker', async ({
  page,
}) => {
  await page.addInitScript(SILENT_WORKER);
  // A visitor's first visit reads the latest posts over HTTP (first-visit.spec): keep that from answering.
  await page.route('**/api/v1/**', (route) => route.abort());
  await page.goto('/board/all');
  await expect(page.getByRole('heading', { name: '전체글' })).toBeVisible();
  await expect(page.getByTestId('post-row')).toHaveCount(0);
});
