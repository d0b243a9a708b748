import { expect, test } from '@playwright/test';

/** A signed-in member who reloads while offline stays signed in on their cached pages. */
test('a members-only board reloads offline for the signed-in member', async ({ page, context }) => {
  await page.goto('/login?pUrl=%2Fboard%2Ffree');
  await page.getByLabel('아이디').fill('soopfan');
  await page.getByLabel('비밀번호').fill('fan12345');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/board\/free$/);
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/board\/free$/);
  await expect(page.getByRole('heading', { name: '자유게시판' })).toBeVisible();
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  await expect(page.getByText('오프라인 상태예요', { exact: false })).toBeVisible();
  await context.setOffline(false);
});
