import { type Browser, type BrowserContext, expect, type Page, test } from './test';

/**
 * Issue 16 item 9: pull-to-refresh only in the installed iOS app (SPEC sections 4, 8 and 9), and
 * the blank layout's /auth/404.
 */

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** An iPhone; `installed`: opened from the home screen (display-mode standalone). */
async function iphone(browser: Browser, installed: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    userAgent: IPHONE_UA,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  if (installed) {
    await context.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
  }
  return context;
}

/**
 * A finger drag straight down from y = 150 by `travel` px, in steps, held until `release`. Touch
 * events are dispatched in the page: Chromium's own touch emulation turns a repeated drag into a
 * scroll gesture of its own and stops delivering the moves.
 */
async function pull(page: Page, travel: number) {
  const send = (type: string, y: number | null) =>
    page.evaluate(
      ([type, y]) => {
        const target = document.elementFromPoint(195, 150) ?? document.body;
        const touches = y === null ? [] : [new Touch({ identifier: 1, target, clientX: 195, clientY: y })];
        const changed = [new Touch({ identifier: 1, target, clientX: 195, clientY: y ?? 150 })];
        target.dispatchEvent(
          new TouchEvent(type as string, {
            touches,
            changedTouches: changed,
            bubbles: true,
            cancelable: true,
          }),
        );
      },
      [type, y] as const,
    );
  await send('touchstart', 150);
  for (let step = 1; step <= 10; step++) await send('touchmove', 150 + (travel * step) / 10);
  return { release: () => send('touchend', null) };
}

// By CSS, not role: while the confirm dialog is open the rest of the page is hidden from the
// accessibility tree, the indicator too.
const indicator = (page: Page) => page.locator('[role="status"]').filter({ hasText: /새로고침/ });
const dialog = (page: Page) => page.getByRole('alertdialog', { name: '알림' });

test('the installed iOS app: a short pull does nothing, a long one asks, 취소 keeps, 새로고침 reloads', async ({
  browser,
}) => {
  const context = await iphone(browser, true);
  const page = await context.newPage();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: '이용약관', level: 1 })).toBeVisible();

  // The gesture's code loads after the page (off the first load): the first pull may come early.
  await expect(async () => {
    const short = await pull(page, 100);
    try {
      await expect(indicator(page)).toHaveText('당겨서 새로고침', { timeout: 1000 });
    } finally {
      await short.release();
    }
  }).toPass();
  await expect(indicator(page)).toBeHidden();
  await expect(dialog(page)).toBeHidden();

  const long = await pull(page, 260);
  await expect(indicator(page)).toHaveText('새로고침');
  await page.screenshot({ path: 'tests/e2e/screens/pull-to-refresh-390-light.png', animations: 'disabled' });
  await long.release();
  await expect(indicator(page)).toHaveText('새로고침중');
  await expect(dialog(page)).toContainText('새로고침 하시겠습니까?');
  await page.screenshot({
    path: 'tests/e2e/screens/pull-to-refresh-dialog-390-light.png',
    animations: 'disabled',
  });
  await dialog(page).getByRole('button', { name: '취소' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(indicator(page)).toBeHidden();

  await page.evaluate(() => Reflect.set(window, 'beforePull', true));
  const again = await pull(page, 260);
  await expect(indicator(page)).toHaveText('새로고침');
  await again.release();
  await dialog(page).getByRole('button', { name: '새로고침' }).click();
  await expect.poll(() => page.evaluate(() => Reflect.get(window, 'beforePull') ?? null)).toBeNull();
  await expect(page.getByRole('heading', { name: '이용약관', level: 1 })).toBeVisible();
  await context.close();
});

test('Safari on an iPhone, not installed: no pull-to-refresh', async ({ browser }) => {
  const context = await iphone(browser, false);
  const page = await context.newPage();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: '이용약관', level: 1 })).toBeVisible();
  const gesture = await pull(page, 260);
  await expect(page.getByText('당겨서 새로고침')).toHaveCount(0);
  await expect(page.getByText('새로고침', { exact: true })).toHaveCount(0);
  await gesture.release();
  await expect(dialog(page)).toBeHidden();
  await context.close();
});

test('/auth/404 is the blank layout not-found card with a way home', async ({ page }) => {
  await page.goto('/auth/404');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없음', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('페이지를 찾을 수 없음 - 씨나인');
  await page.getByRole('link', { name: '홈으로 가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: /auth/404, ${width}px ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/auth/404');
      await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/auth-404-${width}-${scheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    });
  }
}
