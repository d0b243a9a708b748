/**
 * Two end-to-end latencies in headless Chromium against a built app and a real server:
 * a post written on the server until it is painted in an open /board/all, and the simulator's
 * go-live until the live toast is painted (for a signed-in viewer). Both sides read the same
 * wall clock (Date.now() in Node, performance.timeOrigin + now() in the page).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../chromium';
import { ApiClient } from '../server/helpers/api-client';
import { startNodeProcess } from '../server/helpers/process';

const DIST = 'dist';
const WRITES = 20;
const GO_LIVES = 6;
const POLL_MS = 1000;
const TOAST_DELAY_MS = 1000;
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)] ?? 0;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/**
 * Resolves with the page's wall-clock time when `text` is first painted inside `selector`.
 * The in-page code is a string: the TypeScript loader would wrap functions with helpers the page lacks.
 */
async function paintedAt(page: Page, selector: string, text: string): Promise<number> {
  const script = `new Promise((resolve, reject) => {
    const selector = ${JSON.stringify(selector)};
    const text = ${JSON.stringify(text)};
    setTimeout(() => reject(new Error('not painted: ' + text)), 15000);
    const found = () => [...document.querySelectorAll(selector)].some((el) => (el.textContent || '').includes(text));
    const done = () => requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()));
    if (found()) return done();
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  })`;
  return page.evaluate(script) as Promise<number>;
}

async function waitForSocket(url: string) {
  for (let i = 0; i < 100; i++) {
    const { count } = (await (await fetch(`${url}/api/actuator/active-websocket-sessions`)).json()) as {
      count: number;
    };
    if (count > 0) return new Promise((r) => setTimeout(r, 500));
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the page never opened its socket');
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('아이디').fill('soopfan');
  await page.getByLabel('비밀번호').fill('fan12345');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

export async function benchClientLatency(): Promise<string[]> {
  if (!existsSync(join(DIST, 'index.html'))) return ['client latency: skipped (run `npm run build` first)'];
  const dataDir = mkdtempSync(join(tmpdir(), 'c9-latency-'));
  const node = await startNodeProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    STATIC_DIR: DIST,
    SOOP_POLL_MS: String(POLL_MS),
    SOOP_SIMULATOR_TICK_MS: '0',
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: node.url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/board/all');
    await page.getByTestId('post-row').first().waitFor();

    const writer = new ApiClient(node.url);
    await writer.login('crew', 'crew1234');
    const writeMs: number[] = [];
    for (let i = 0; i < WRITES; i++) {
      const title = `지연 측정 ${i} ${Date.now()}`;
      const painted = paintedAt(page, '[data-testid="post-row"]', title);
      const sent = Date.now();
      await writer.post('/api/v1/p/board/free/post', { title, content: '<p>bench</p>' });
      writeMs.push((await painted) - sent);
    }

    await page.goto('/live');
    // A go-live before the reloaded page's socket has subscribed is only seen by the next pull, with no toast.
    await waitForSocket(node.url);
    const liveMs: number[] = [];
    for (let i = 0; i < GO_LIVES; i++) {
      const title = `측정 방송 ${i} ${Date.now()}`;
      const painted = paintedAt(page, '[data-scope="toast"]', title);
      const sent = Date.now();
      await fetch(`${node.url}/soop-sim/control/c9star/live`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title }),
      });
      liveMs.push((await painted) - sent);
      await fetch(`${node.url}/soop-sim/control/c9star/live`, { method: 'DELETE' });
      // Close the toast (at most 3 show at once; more would queue) and let the poller see the station go off.
      for (const close of await page.locator('[data-scope="toast"] [data-part="close-trigger"]').all()) {
        await close.click().catch(() => undefined);
      }
      await page.waitForTimeout(POLL_MS * 2 + 500);
    }
    const writeP95 = p95(writeMs);
    const liveP95 = p95(liveMs);
    // What the spec allows on top of the poll interval, after its own 1 s toast delay.
    const beyond = liveP95 - POLL_MS - TOAST_DELAY_MS;
    return [
      `post written on the server until painted in an open client: p95 ${writeP95.toFixed(0)} ms, median ${median(writeMs).toFixed(0)} ms over ${WRITES} (target p95 < 150 ms: ${writeP95 < 150 ? 'met' : 'missed'})`,
      `simulator go-live until the live toast is painted: p95 ${liveP95.toFixed(0)} ms (median ${median(liveMs).toFixed(0)} ms over ${GO_LIVES}) = poll interval ${POLL_MS} ms + the spec's ${TOAST_DELAY_MS} ms toast delay + ${beyond.toFixed(0)} ms (target: under 1000 ms beyond the poll interval and the delay: ${beyond < 1000 ? 'met' : 'missed'})`,
    ];
  } finally {
    await browser.close();
    await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchClientLatency()) console.log(line);
}
