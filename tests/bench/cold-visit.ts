/**
 * A visitor's first visit on a slow phone: Chromium's network emulation (1.6 Mbps down, 750 kbps
 * up, 150 ms latency) and a 4x CPU slowdown, a fresh profile (no cache, no service worker), against
 * a built app and a real server with the demo data. Timed from navigation start until the first
 * /board/all rows are painted, and until the page answers a tap: the first row is tapped as soon as
 * it shows, and the time is when the app navigates to the post.
 */
import { FIRST_ROWS_SCRIPT, firstRowsPainted, median, openBuiltApp } from './first-rows';

/** Five: one visit to the next varies by a few hundred ms on a busy two-core machine. */
const RUNS = 5;
const PAINT_TARGET_MS = 2500;
const TAP_TARGET_MS = 3500;
const PROFILE = {
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
  cpuSlowdown: 4,
};

/** Runs before the page: when the app first pushes a history entry (a tapped link it handled). */
const NAVIGATED_SCRIPT = `(() => {
  const push = history.pushState;
  history.pushState = function (...args) {
    if (window.__navigatedAt === undefined) window.__navigatedAt = performance.now();
    return push.apply(this, args);
  };
})()`;

export async function benchColdVisit(): Promise<string[]> {
  const app = await openBuiltApp('cold');
  if (!app) return ['cold visit: skipped (run `npm run build` first)'];
  const { browser } = app;
  try {
    const painted: number[] = [];
    const tapped: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(FIRST_ROWS_SCRIPT);
      await context.addInitScript(NAVIGATED_SCRIPT);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: PROFILE.latency,
        downloadThroughput: PROFILE.downloadThroughput,
        uploadThroughput: PROFILE.uploadThroughput,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
      await page.goto(`${app.url}/board/all`, { waitUntil: 'commit' });
      painted.push(await firstRowsPainted(page));
      await page.getByTestId('post-row-title').first().tap({ timeout: 30_000 });
      await page.waitForFunction(() => '__navigatedAt' in window, undefined, { timeout: 30_000 });
      tapped.push((await page.evaluate('window.__navigatedAt')) as number);
      await context.close();
    }
    const paint = median(painted);
    const tap = median(tapped);
    const spread = (xs: number[]) => `${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)}`;
    return [
      `cold first visit of /board/all on a slow phone (1.6 Mbps down, 750 kbps up, 150 ms latency, 4x CPU slowdown), median over ${RUNS}: first rows painted at ${paint.toFixed(0)} ms (each ${spread(painted)}; target < ${PAINT_TARGET_MS} ms: ${paint < PAINT_TARGET_MS ? 'met' : 'missed'}), a tap answered at ${tap.toFixed(0)} ms (each ${spread(tapped)}; target < ${TAP_TARGET_MS} ms: ${tap < TAP_TARGET_MS ? 'met' : 'missed'})`,
    ];
  } finally {
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchColdVisit()) console.log(line);
}
