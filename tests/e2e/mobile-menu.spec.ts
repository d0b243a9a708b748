import { atPath } from './support';
import { expect, test } from './test';

/** The slide-out menu on phones: a tapped link navigates in the app without an error. */

test('a link in the phone menu navigates without a page error', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/terms');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  await page.getByRole('dialog').getByRole('link', { name: '라이브' }).click();
  await expect(page).toHaveURL(atPath('/live'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});
