import { atPath, FAN, signIn } from './support';
import { expect, test } from './test';

/**
 * A member reopening the app online: the page goes on as the last confirmed member while the user
 * check runs, so their cached pages paint before any network (DESIGN section 1); the check still
 * decides.
 */

const USER_CHECK = '**/api/v1/user/me';

test('the cached board paints while the user check is still waiting for the server', async ({ page }) => {
  await signIn(page, FAN, '/board/free');
  await expect(page.getByRole('heading', { name: '자유게시판' })).toBeVisible();
  const firstTitle = await page.getByTestId('post-row-title').first().textContent();

  // The check gets no answer for as long as this test looks.
  let checks = 0;
  await page.route(USER_CHECK, () => {
    checks += 1;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: '자유게시판' })).toBeVisible();
  await expect(page.getByTestId('post-row-title').first()).toHaveText(firstTitle ?? '');
  await expect(page.getByRole('button', { name: /^알림/ })).toBeVisible();
  expect(checks).toBeGreaterThan(0);
});

test('a session that ended elsewhere: the reopened page turns to login once the check says so', async ({
  page,
  context,
}) => {
  await signIn(page, FAN, '/board/free');
  await expect(page.getByRole('heading', { name: '자유게시판' })).toBeVisible();
  await context.clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/login\?pUrl=%2Fboard%2Ffree/);
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  // And it stays signed out: the next start does not assume the member again.
  await page.goto('/board/all');
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(page).toHaveURL(atPath('/board/all'));
});

test('roles kept on the device are only a first guess: the check takes the admin console away', async ({
  page,
}) => {
  await signIn(page, FAN, '/');
  // As if the member had been a manager when this device last confirmed them.
  await page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem('shared_storage_lastUser') ?? 'null');
    localStorage.setItem('shared_storage_lastUser', JSON.stringify({ ...kept, roles: ['USER', 'MANAGER'] }));
  });
  await page.goto('/admin');
  await expect(page).toHaveURL(atPath('/'));
  await expect(page.getByRole('heading', { name: /오늘도 반가워요/ })).toBeVisible();
});
