import { FAN, signIn } from './support';
import { expect, test } from './test';

/** Issue 19 item 9: a page that sends the user elsewhere says why. */

test.use({ viewport: { width: 390, height: 844 } });

test('a visitor sent to login is told that signing in is needed', async ({ page }) => {
  await page.goto('/board/free');
  await expect(page).toHaveURL(/\/login\?pUrl=%2Fboard%2Ffree/);
  await expect(page.getByText('로그인이 필요합니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
});

test('a member refused the admin console is sent home and told why', async ({ page }) => {
  await signIn(page, FAN, '/');
  await expect(page.getByText('권한이 없습니다.')).toHaveCount(0);
  await page.goto('/admin/user');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('권한이 없습니다.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
});

test('hovering a link the member may not open says nothing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/board/free';
    link.textContent = '자유게시판 가기';
    document.querySelector('main')?.prepend(link);
  });
  await page.getByRole('link', { name: '자유게시판 가기' }).hover();
  await page.waitForTimeout(500);
  await expect(page.getByText('로그인이 필요합니다.')).toHaveCount(0);
});
