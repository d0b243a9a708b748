/**
 * A member reopening the app online on a slow network: the user check (GET user/me) answers only
 * after CHECK_DELAY_MS, as it may on a mobile network. The page goes on as the last confirmed member
 * while it waits, so their cached board rows should paint without waiting for it. Timed from
 * navigation start until the first /board/free rows are painted (a members-only board: its guard
 * must not wait either), over several reloads; baseline: the same reloads with the check answering
 * at once. Against a built app and a real server with the demo data, in headless Chromium.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startNodeProcess } from '../server/helpers/process';
import { CHROMIUM_ARGS, FIRST_ROWS_SCRIPT, firstRowsPainted, median, ROW, waitUntilKept } from './first-rows';

const DIST = 'dist';
const RUNS = 7;
const CHECK_DELAY_MS = 1000;
const MEMBER = { username: 'soopfan', password: 'fan12345' };

async function reloads(page: Page): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.reload();
    times.push(await firstRowsPainted(page));
  }
  return median(times);
}

export async function benchMemberReopen(): Promise<string[]> {
  if (!existsSync(join(DIST, 'index.html'))) return ['member reopen: skipped (run `npm run build` first)'];
  const dataDir = mkdtempSync(join(tmpdir(), 'c9-reopen-'));
  const node = await startNodeProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    STATIC_DIR: DIST,
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: node.url, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(FIRST_ROWS_SCRIPT);
    const login = await context.request.post('/api/v1/login', { form: MEMBER });
    if (!login.ok()) throw new Error(`demo member login failed (${login.status()})`);
    const page = await context.newPage();
    // First visit: the member's database pulls, the service worker installs, the rows are kept.
    await page.goto('/board/free');
    await page.locator(ROW).first().waitFor({ timeout: 30_000 });
    const newest = (await page.getByTestId('post-row-title').first().textContent()) ?? '';
    await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout: 30_000 });
    await waitUntilKept(page, newest);

    const instant = await reloads(page);
    await page.route('**/api/v1/user/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, CHECK_DELAY_MS));
      await route.continue();
    });
    const slow = await reloads(page);
    const met = slow < CHECK_DELAY_MS && slow / Math.max(instant, 1) < 1.5;
    return [
      `member reopen of /board/free online, user check answering after ${CHECK_DELAY_MS} ms: first rows painted at ${slow.toFixed(0)} ms median over ${RUNS} (target: before the check answers and under 1.5x the instant-check reopen: ${met ? 'met' : 'missed'}; with the check answering at once ${instant.toFixed(0)} ms, ratio ${(slow / Math.max(instant, 1)).toFixed(2)})`,
    ];
  } finally {
    await browser.close();
    await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchMemberReopen()) console.log(line);
}
