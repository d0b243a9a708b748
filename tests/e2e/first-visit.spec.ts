import { FAN, goLive, signIn, simulator } from './support';
import { expect, test } from './test';

/** Issue 19 item 10: what a first visit on a phone shows before the board is there. */

test.use({ viewport: { width: 390, height: 844 } });

/** Runs before the page: whether the empty board's words ever reached the document. */
const RECORD_EMPTY_STATE = `(() => {
  window.__emptyShown = false;
  new MutationObserver(() => {
    if (document.body && document.body.textContent.includes('아직 글이 없습니다')) window.__emptyShown = true;
  }).observe(document, { childList: true, subtree: true, characterData: true });
})()`;

test('a first visit never says the board is empty before its posts arrive', async ({ page, context }) => {
  await context.addInitScript(RECORD_EMPTY_STATE);
  await page.goto('/board/all');
  await expect(page.getByTestId('post-row-title').first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __emptyShown?: boolean }).__emptyShown)).toBe(false);
});

test("a first visit shows the newest posts read over HTTP while the worker's code is still on its way", async ({
  page,
  context,
}) => {
  await context.addInitScript(RECORD_EMPTY_STATE);
  // The data worker's script does not arrive (a slow phone network): nothing of the worker answers.
  let releaseWorker = () => {};
  const workerHeld = new Promise<void>((resolve) => {
    releaseWorker = resolve;
  });
  await page.route(/\/assets\/data\.worker-[^/]+\.js$/, async (route) => {
    await workerHeld;
    await route.continue();
  });
  let postReads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/p/post/table')) postReads += 1;
  });
  await page.goto('/board/all');
  const newest = page.getByTestId('post-row-title').first();
  await expect(newest).toBeVisible();
  const title = await newest.textContent();
  expect(
    postReads,
    'asked once (ahead, by index.html) and taken by the page; the worker has not started',
  ).toBe(1);
  // Once the worker has started and pulled, its rows take over: the same list, never the empty board.
  releaseWorker();
  await page.waitForResponse((response) => response.url().includes('/api/v1/p/post/table?length=100'));
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('post-row-title').first()).toHaveText(title ?? '');
  expect(await page.evaluate(() => (window as { __emptyShown?: boolean }).__emptyShown)).toBe(false);
});

test("a first visit asks for the newest posts before the app's code has arrived", async ({ page }) => {
  // The app's code is held (a slow phone network): the posts are asked for all the same.
  let releaseCode = () => {};
  const codeHeld = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route(/\/assets\/react-[^/]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  // Nor does the worker's: its own first pull would read the posts again.
  await page.route(/\/assets\/data\.worker-[^/]+\.js$/, () => new Promise<void>(() => {}));
  let postReads = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/p/post/table')) postReads += 1;
  });
  const asked = page.waitForRequest((request) => request.url().includes('/api/v1/p/post/table'));
  await page.goto('/board/all', { waitUntil: 'commit' });
  await asked;
  releaseCode();
  await expect(page.getByTestId('post-row-title').first()).toBeVisible();
  expect(postReads, 'the app took the answer asked for ahead').toBe(1);
});

test('on a phone the board name stays on one line beside its buttons', async ({ page }) => {
  await signIn(page, FAN, '/board/all');
  const heading = page.getByRole('heading', { name: '전체글', level: 1 });
  await expect(heading).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '글쓰기' })).toBeVisible();
  const lines = await heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});

/** Runs before the page: the layout shift score (CLS) and what moved, for the failure message. */
const RECORD_LAYOUT_SHIFT = `(() => {
  window.__layoutShift = 0;
  window.__shifted = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift += entry.value;
      for (const source of entry.sources) window.__shifted.push((source.node?.textContent ?? '').slice(0, 30));
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a first visit to the home page does not move under the reader', async ({ page, context }) => {
      // Someone is on air: the live strip has a station to show once the stations are pulled.
      try {
        await goLive(page, 'c9kart', { title: '첫 방문 카트', viewers: 900 });
        await context.addInitScript(RECORD_LAYOUT_SHIFT);
        await page.goto('/');
        await expect(page.getByTestId('live-strip-station').filter({ hasText: '카트' })).toBeVisible({
          timeout: 15_000,
        });
        await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
        await expect(page.getByText(/좋아요 \d+/).first()).toBeVisible();
        await page.waitForTimeout(1000);
        const { shift, shifted } = await page.evaluate(() => ({
          shift: (window as { __layoutShift?: number }).__layoutShift ?? 0,
          shifted: (window as { __shifted?: string[] }).__shifted ?? [],
        }));
        expect(shift, `layout shift, moved: ${shifted.join(' | ')}`).toBeLessThan(0.1);
      } finally {
        await simulator(page, 'c9kart/live', 'DELETE');
      }
    });
  });
}
