import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const SCREENS = 'tests/e2e/screens';

test('home paints posts and boards, with title and share tags', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('홈 - 씨나인');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', '홈 - 씨나인');
  await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '게시판 바로가기' })).toBeVisible();
  await expect(page.getByRole('main').locator('li a[href^="/board/"]').first()).toBeVisible();
  await page.goto('/terms');
  await expect(page).toHaveTitle('이용약관 - 씨나인');
  await expect(page.getByRole('heading', { name: '제1조 (목적과 성격)' })).toBeVisible();
});

test('dark mode toggles and survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: '다크 모드로 전환' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: '라이트 모드로 전환' })).toBeVisible();
});

test('390 px wide is the mobile layout, 1440 px the pc one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bmobile\b/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.locator('html')).toHaveClass(/\bpc\b/);
});

test('an embedded Android webview is sent to the Chrome page', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-S918N Build/UP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0 Mobile Safari/537.36 KAKAOTALK',
  });
  const page = await context.newPage();
  await page.goto('/board/all');
  await expect(page).toHaveURL(/\/error\/not-support-browser$/);
  await expect(page.getByRole('link', { name: 'Chrome으로 열기' })).toHaveAttribute(
    'href',
    /^intent:\/\/.*package=com\.android\.chrome;end$/,
  );
  await context.close();
});

test('the installed shell reloads offline and still shows home', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
  await expect(page.getByRole('status').getByText('오프라인 상태예요')).toBeVisible();
  await context.setOffline(false);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screenshots at ${width} px, ${colorScheme}`, async ({ page }) => {
      mkdirSync(SCREENS, { recursive: true });
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: width < 1280 ? 844 : 900 });
      await page.goto('/');
      await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
      await expect(page.getByRole('main').locator('li a[href^="/board/"]').first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/home-${width}-${colorScheme}.png`, fullPage: true });
      await page.goto('/login');
      await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/login-${width}-${colorScheme}.png`, fullPage: true });
    });
  }
}
