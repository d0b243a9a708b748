import { apiSession, CREW, FAN, signIn, writePost } from './support';
import { expect, test } from './test';

/** 알림 받기 on a member's posts page, on a 390 px phone (issue 19, item 12). */

test.use({ viewport: { width: 390, height: 844 } });

test("a member subscribes to another's new posts from their page and sees it in settings", async ({
  page,
  browser,
}) => {
  const crew = await apiSession(browser, CREW);
  const postId = await writePost(crew.request, `구독 확인용 글 ${Date.now()}`);
  await crew.close();
  await signIn(page, FAN, `/board/free/${postId}`);
  await page.locator(`a[href^="/board/user/"]`).first().click();
  await expect(page).toHaveURL(/\/board\/user\/[0-9a-f-]+/);

  const subscribe = page.getByRole('button', { name: /새 글 알림 받기$/ });
  await subscribe.click();
  const subscribed = page.getByRole('button', { name: /새 글 알림 끄기$/ });
  await expect(subscribed).toHaveText('알림 받는 중');

  await page.goto('/user/me/settings');
  const list = page.getByRole('list', { name: '구독 목록' });
  await expect(list).toBeVisible();
  const nickname = (await list.locator('li').first().locator('p').first().textContent()) ?? '';
  expect(nickname.length).toBeGreaterThan(0);

  // Off again from the same button.
  await page.goBack();
  await page.getByRole('button', { name: /새 글 알림 끄기$/ }).click();
  await expect(page.getByRole('button', { name: /새 글 알림 받기$/ })).toHaveText('알림 받기');
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: 알림 받기 on a member's page, ${width}px ${colorScheme}`, async ({ page, browser }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: width < 1280 ? 844 : 900 });
      const crew = await apiSession(browser, CREW);
      const postId = await writePost(crew.request, `구독 화면 ${Date.now()}`);
      await crew.close();
      await signIn(page, FAN, `/board/free/${postId}`);
      await page.locator(`a[href^="/board/user/"]`).first().click();
      await expect(page.getByRole('button', { name: /새 글 알림 받기$/ })).toBeVisible();
      await page.screenshot({ path: `/tmp/shellux-screens/subscribe-${width}-${colorScheme}.png` });
    });
  }
}
