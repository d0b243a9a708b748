import { apiSession, CREW, FAN, signIn, untilDraftSaved, writePost } from './support';
import { type Browser, expect, type Locator, type Page, test } from './test';

/**
 * Toasts on a 390 px phone (issue 19, item 3): never over the header or a form's submit button, gone
 * when their time is up even when several arrive at once, and the install promo never holds the
 * phone's only toast slot.
 */

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

/** Where a toast rests: it slides in from above, so it is measured once its entry animation is done. */
const settled = async (toast: Locator) => {
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  return toast;
};

const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/** Signed in as FAN on `/` with the member's socket up, so notifications arrive as toasts. */
async function signInWithSocket(page: Page) {
  await signIn(page, FAN, '/');
  await page.reload();
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/actuator/active-websocket-sessions');
      return ((await res.json()) as { count: number }).count;
    })
    .toBeGreaterThan(0);
  await page.waitForTimeout(1000);
}

/** CREW comments `count` times on a post of FAN's: each comment is a notification for FAN. */
async function commentsOnFansPost(page: Page, browser: Browser, count: number) {
  const postId = await writePost(page.request, `토스트 줄 세우기 ${Date.now()}`);
  const crew = await apiSession(browser, CREW);
  // All at once, as the toasts' rule is about: sent one after another on a loaded machine, the
  // later ones arrived seconds apart, each then fresh when shown.
  const responses = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      crew.request.post(`/api/v1/p/post/${postId}/comment`, { data: { content: `댓글 ${i + 1}` } }),
    ),
  );
  for (const response of responses) expect(response.ok()).toBe(true);
  await crew.close();
}

test.describe('phone (iOS, 390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, hasTouch: true, isMobile: true });

  test('a toast sits under the header and leaves after its 5 s, even with more waiting', async ({
    page,
    browser,
  }) => {
    await signInWithSocket(page);
    await commentsOnFansPost(page, browser, 3);
    const first = toasts(page).first();
    await expect(first).toBeVisible();
    const shownAt = Date.now();
    expect(await overlaps(await settled(first), page.locator('header').first())).toBe(false);
    // One at a time on a phone; the two that waited behind it are (nearly) past their time when it
    // leaves: all gone well before the 15 s of three shown in turn.
    await expect(toasts(page)).toHaveCount(0, { timeout: 9000 });
    expect(Date.now() - shownAt).toBeLessThan(9000);
  });

  test('the install promo gives way to the next toast', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
    await page.clock.fastForward(10_500);
    await expect(page.getByText('씨나인을 앱으로 설치해 보세요')).toBeVisible();
    const promoShownAt = await page.evaluate(() => Date.now());
    // In-app navigation to a members' page: the guard's reason is the next toast.
    await page.evaluate(() => {
      history.pushState(null, '', '/user/me/settings');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('로그인이 필요합니다.')).toBeVisible();
    await expect(page.getByText('씨나인을 앱으로 설치해 보세요')).toBeHidden();
    // It took the slot while the promo still had time left (10 s), not after the promo ran out.
    expect((await page.evaluate(() => Date.now())) - promoShownAt).toBeLessThan(10_000);
  });
});

test.describe('desktop browser at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the draft toast keeps off the header and the 등록 button', async ({ page }) => {
    await signIn(page, FAN, '/board/free/write');
    await page.getByLabel('제목').fill('토스트 자리 확인');
    // A body longer than the screen, so the form's buttons are reached by scrolling.
    await page.locator('[contenteditable="true"]').click();
    for (let line = 1; line <= 20; line++) await page.keyboard.type(`${line}번째 줄\n`);
    await untilDraftSaved(page, '20번째 줄');
    await page.reload();
    const toast = toasts(page).filter({ hasText: '작성 중이던 글을 불러왔습니다.' });
    await expect(toast).toBeVisible();
    // Where a member who has written to the end of the form has it: just above the screen's bottom edge.
    const submit = page.getByRole('button', { name: '등록' });
    await submit.evaluate((button) =>
      window.scrollBy(0, button.getBoundingClientRect().bottom - window.innerHeight + 24),
    );
    await expect(submit).toBeInViewport();
    await settled(toast);
    expect(await overlaps(toast, submit)).toBe(false);
    expect(await overlaps(toast, page.locator('header').first())).toBe(false);
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: a toast over the write form, ${width}px ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: width < 1280 ? 844 : 900 });
      await signIn(page, FAN, '/board/free/write');
      await page.getByLabel('제목').fill('토스트 화면 확인');
      await untilDraftSaved(page, '토스트 화면 확인');
      await page.reload();
      await expect(toasts(page).filter({ hasText: '작성 중이던 글을 불러왔습니다.' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shellux-screens/toast-write-${width}-${colorScheme}.png` });
    });
  }
}
