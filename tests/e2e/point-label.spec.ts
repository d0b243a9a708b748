import { FAN, signIn } from './support';
import { expect, test } from './test';

/** Issue 19 item 9: the points under the name in the avatar menu say what they are ("0P" read as "OP"). */

test('the avatar menu labels the points under the name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, FAN, '/');
  await page.getByRole('button', { name: '열혈팬 메뉴' }).click();
  await expect(page.getByRole('menu').getByText(/^포인트 [\d,]+P$/)).toBeVisible();
});
