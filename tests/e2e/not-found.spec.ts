import { expect, test } from './test';

/** Issue 19 item 9: the 404 page keeps the app frame, so the menu is still there to go on. */

test('an unknown path shows the 404 page with the menu on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/no-such-page/here');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page).toHaveTitle('페이지를 찾을 수 없음 - 씨나인');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page.getByRole('link', { name: '라이브' }).click();
  await expect(page).toHaveURL(/\/live/);
});

test('an unknown path keeps the sidebar on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: '홈' }).first()).toBeVisible();
});
