/**
 * A member reopening the app online on a slow network: the user check (GET user/me) answers only
 * after CHECK_DELAY_MS, as it may on a mobile network. The page goes on as the last confirmed member
 * while it waits, so their cached board rows should paint without waiting for it. Timed from
 * navigation start until the first /board/free rows are painted (a members-only board: its guard
 * must not wait either), over several reopens from a blank tab; baselines: a static page with the same rows inline,
 * reopened in turn with the app's, and the same reopens with the check answering at once. Against a built app and a real server with
 * the demo data, in headless Chromium.
 */
import type { Page } from 'playwright-core';
import {
  FIRST_ROWS_SCRIPT,
  median,
  openBuiltApp,
  openStaticPage,
  ROW,
  reopen,
  reopenVerdict,
  waitUntilKept,
} from './first-rows';
import { slowPathProxy } from './slow-check-proxy';

const RUNS = 7;
const CHECK_DELAY_MS = 1000;
const MEMBER = { username: 'soopfan', password: 'fan12345' };

type StaticPage = Awaited<ReturnType<typeof openStaticPage>>;

/** The app's median over `RUNS` reopens, and the static page's over as many, taken in turn. */
async function reopens(page: Page, staticPage: StaticPage): Promise<{ app: number; baseline: number }> {
  const app: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    app.push(await reopen(page, '/board/free'));
    baseline.push(await staticPage.reopen());
  }
  return { app: median(app), baseline: median(baseline) };
}

export async function benchMemberReopen(): Promise<string[]> {
  const app = await openBuiltApp('reopen');
  if (!app) return ['member reopen: skipped (run `npm run build` first)'];
  const { browser } = app;
  const proxy = await slowPathProxy(app.url, '/api/v1/user/me');
  try {
    // Writes need proof of this site (server/plugins/origin.ts), as a page of it sends.
    const context = await browser.newContext({
      baseURL: proxy.url,
      viewport: { width: 1440, height: 900 },
      extraHTTPHeaders: { origin: proxy.url },
    });
    await context.addInitScript(FIRST_ROWS_SCRIPT);
    const login = await context.request.post('/api/v1/login', { form: MEMBER });
    if (!login.ok()) throw new Error(`demo member login failed (${login.status()})`);
    const page = await context.newPage();
    // First visit: the member's database pulls, the service worker installs, the rows are kept.
    await page.goto('/board/free');
    await page.locator(ROW).first().waitFor({ timeout: 30_000 });
    const newest = (await page.getByTestId('post-row-title').first().textContent()) ?? '';
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    await waitUntilKept(page, newest);

    const titles = await page
      .getByTestId('post-row-title')
      .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    const staticPage = await openStaticPage(browser, titles);
    const instant = await reopens(page, staticPage);
    proxy.setDelay(CHECK_DELAY_MS);
    const slow = await reopens(page, staticPage);
    await staticPage.close();
    return [
      `member reopen of /board/free online, user check answering after ${CHECK_DELAY_MS} ms: first rows painted at ${slow.app.toFixed(0)} ms median over ${RUNS} (${reopenVerdict(slow.app, slow.baseline)}; with the check answering at once ${instant.app.toFixed(0)} ms)`,
    ];
  } finally {
    await proxy.close();
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchMemberReopen()) console.log(line);
}
