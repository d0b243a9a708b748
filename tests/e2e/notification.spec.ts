import { apiSession, CREW, FAN, signIn, writePost } from './support';
import { type APIRequestContext, expect, type Page, test } from './test';

/** Browser tests of the header bell and /user/me/notification against a real server. */

async function comment(request: APIRequestContext, postId: string, content: string) {
  const response = await request.post(`/api/v1/p/post/${postId}/comment`, { data: { content } });
  expect(response.ok()).toBe(true);
}

const bell = (page: Page) => page.getByRole('button', { name: /^알림/ });
const badge = (page: Page) => page.getByTestId('unread-badge');

test('a comment on my post raises the bell live; reading one and 모두 읽음 bring it to 0', async ({
  page,
  browser,
}) => {
  await signIn(page, FAN, '/user/me/notification');
  await expect(page.getByRole('heading', { name: '알림', level: 1 })).toBeVisible();
  await expect(bell(page)).toBeVisible();
  // Start from a clean slate: whatever the demo data and other specs left unread is read now, on
  // the server (the page's count may not have caught up with them yet).
  expect((await page.request.post('/api/v1/notification/confirm-all')).ok()).toBe(true);
  await expect(badge(page)).toHaveCount(0);

  const postId = await writePost(page.request, '알림이 오는지 봐 주세요');
  const crew = await apiSession(browser, CREW);
  await comment(crew.request, postId, '첫 번째 댓글입니다');
  // No reload: the socket brings the notification in.
  await expect(badge(page)).toHaveText('1');
  await comment(crew.request, postId, '두 번째 댓글입니다');
  await expect(badge(page)).toHaveText('2');
  await crew.close();

  // The page lists them, unread first in style.
  const unreadItems = page.locator('button[data-unread]');
  await expect(unreadItems).toHaveCount(2);
  await expect(page.getByText('읽지 않은 알림이 2개 있습니다.')).toBeVisible();

  // One read from the bell's popover: it navigates to the post.
  await bell(page).click();
  const popover = page.getByRole('dialog');
  await expect(popover.getByText(/두 번째 댓글입니다/)).toBeVisible();
  await popover.getByRole('button', { name: /두 번째 댓글입니다/ }).click();
  await expect(page).toHaveURL(new RegExp(`/board/free/${postId}$`));
  await expect(badge(page)).toHaveText('1');

  // 모두 읽음 on the page clears the rest.
  await page.goto('/user/me/notification');
  await expect(page.locator('button[data-unread]')).toHaveCount(1);
  await page.getByRole('button', { name: '모두 읽음' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(page.locator('button[data-unread]')).toHaveCount(0);
  await expect(page.getByText('모든 알림을 확인했습니다.')).toBeVisible();
  await page.getByText('읽지 않음', { exact: true }).click();
  await expect(page.getByText('읽지 않은 알림이 없습니다')).toBeVisible();
  await page.getByText('전체', { exact: true }).click();
  // And it stays read after a reload (the server has it, not only this tab).
  await page.reload();
  await expect(page.getByText(/첫 번째 댓글입니다/)).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
});

test('signed out, the header offers 로그인 with the way back', async ({ page }) => {
  await page.goto('/user/me/notification');
  // The guard sends a visitor to the login page with the requested path.
  await expect(page).toHaveURL(/\/login\?pUrl=/);
  await page.goto('/');
  const login = page.getByRole('link', { name: '로그인' });
  await expect(login).toBeVisible();
  await expect(login).toHaveAttribute('href', '/login?pUrl=%2F');
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: notifications and header menus, ${width}px ${scheme}`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, FAN, '/user/me/notification');
      const postId = await writePost(page.request, `화면 확인용 글 ${width} ${scheme}`);
      const crew = await apiSession(browser, CREW);
      await comment(crew.request, postId, '방송 잘 봤어요! 다음 합방도 기대할게요');
      await crew.close();
      await expect(page.locator('button[data-unread]').first()).toBeVisible();
      const name = `${width}-${scheme}`;
      await page.screenshot({
        path: `tests/e2e/screens/notification-page-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });

      await bell(page).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `tests/e2e/screens/header-bell-${name}.png`, animations: 'disabled' });
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: '열혈팬 메뉴' }).click();
      await expect(page.getByRole('menuitem', { name: '로그아웃' })).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/header-user-menu-${name}.png`,
        animations: 'disabled',
      });
    });
  }
}
