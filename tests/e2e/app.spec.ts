import { mkdirSync } from 'node:fs';
import { apiSession, CREW, FAN, signIn, writePost } from './support';
import { expect, type Page, test } from './test';

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

test('a sidebar group opens and closes its entries, and stays open on one of its pages', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const sidebar = page.getByRole('navigation').first();
  const events = sidebar.getByRole('button', { name: '이벤트' });
  const lottery = sidebar.getByRole('link', { name: '복권' });
  await expect(events).toHaveAttribute('aria-expanded', 'false');
  await expect(lottery).toBeHidden();
  await events.click();
  await expect(events).toHaveAttribute('aria-expanded', 'true');
  await lottery.click();
  await expect(page).toHaveURL(/\/event\/lottery$/);
  // On one of its pages the group cannot fold away the entry the member is on.
  await events.click();
  await expect(events).toHaveAttribute('aria-expanded', 'true');
  await expect(lottery).toHaveAttribute('aria-current', 'page');
  // That click asked it closed: it folds once the member leaves its pages.
  await page.getByRole('link', { name: '홈' }).first().click();
  await expect(events).toHaveAttribute('aria-expanded', 'false');
  await expect(lottery).toBeHidden();
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

/** Hides, then shows the tab again, as switching apps does. */
async function leaveAndReturn(page: Page) {
  await page.evaluate(() => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a new version asks first on the register page and reloads at once elsewhere', async ({ page }) => {
  await page.clock.install();
  await page.route('**/version.json?*', (route) => route.fulfill({ json: { version: '99.0.0' } }));
  await page.goto('/register');
  await expect(page.getByRole('button', { name: '가입하기' })).toBeVisible();
  await page.clock.fastForward(31_000);
  await leaveAndReturn(page);
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('업데이트가 발견되었습니다. 진행하시겠습니까?')).toBeVisible();
  await dialog.getByRole('button', { name: '아니오' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: '이용약관' })).toBeVisible();
  await page.clock.fastForward(31_000);
  const reloaded = page.waitForEvent('load');
  await leaveAndReturn(page);
  await reloaded;
  await expect(page).toHaveURL(/\/terms$/);
});

test('the install snackbar shows 10 s after start and leads to the guide', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
  await page.clock.fastForward(10_500);
  await page.getByText('씨나인을 앱으로 설치해 보세요').click();
  await expect(page).toHaveURL(/\/pwa-install-guide$/);
  await expect(page.getByRole('heading', { name: '씨나인 앱 설치 안내' })).toBeVisible();
  const common = await page.evaluate(() => JSON.parse(localStorage.getItem('shared_storage_common') ?? '{}'));
  expect(common.helpPwaInstallCount).toBe(1);
  expect(typeof common.helpPwaInstallAt).toBe('number');
});

test('a new notification shows a toast whose click opens its target', async ({ page, browser }) => {
  await signIn(page, FAN, '/');
  // Only what arrives over the socket makes a toast. Reload so the app starts as this member (no
  // anonymous socket from before the login), then wait until that socket is up and subscribed.
  await page.reload();
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/actuator/active-websocket-sessions');
      return ((await res.json()) as { count: number }).count;
    })
    .toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  const postId = await writePost(
    page.request,
    '토스트 확인용 글',
    '<p>댓글 알림이 토스트로 오는지 봅니다.</p>',
  );

  const crew = await apiSession(browser, CREW);
  expect(
    (await crew.request.post(`/api/v1/p/post/${postId}/comment`, { data: { content: '잘 봤어요' } })).ok(),
  ).toBe(true);
  await crew.close();

  const toast = page.getByRole('status').filter({ hasText: '새 알림' });
  await expect(toast).toBeVisible();
  await toast.click();
  await expect(page).toHaveURL(new RegExp(`/board/free/${postId}$`));
});

test('back restores the scroll position; a new page opens at the top', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('/');
  const rows = page.getByRole('main').locator('li a[href^="/board/"]');
  await expect(rows.first()).toBeVisible();
  await page.waitForTimeout(1100); // the first second after start always opens at the top
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  // A click where the row is, without Playwright scrolling it into view first.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('main li a[href^="/board/"]')?.click());
  await expect(page).toHaveURL(/\/board\/[^/]+\/[^/]+$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: home and login at ${width} px, ${colorScheme}`, async ({ page }) => {
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
