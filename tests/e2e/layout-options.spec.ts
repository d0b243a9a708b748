import { expect, type Page, test } from './test';

/**
 * Issue 16 item 8: the horizontal and boxed layouts switch from the header, persist in `common`
 * across a reload, and the sticky crew banner shows only at SPEC section 2's widths.
 */

const option = (page: Page, name: string) => page.getByRole('menuitemcheckbox', { name });
const contentMaxWidth = (page: Page) =>
  page
    .locator('#main-content > div')
    .last()
    .evaluate((el) => getComputedStyle(el).maxWidth);
const liveDrawer = (page: Page) => page.getByRole('complementary', { name: '라이브' });
const banner = (page: Page) => page.getByTestId('crew-banner');

test('horizontal and boxed switch, persist after a reload, and move the banner', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: '이용약관', level: 1 })).toBeVisible();

  // SPEC defaults: horizontal and boxed on; horizontal needs 1500 px for the banner.
  await expect(liveDrawer(page)).toBeHidden();
  expect(await contentMaxWidth(page)).toBe('1200px');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: '라이브 보기' })).toHaveAttribute('href', '/live');

  await page.getByRole('button', { name: '레이아웃 설정' }).click();
  await expect(option(page, '가로 레이아웃')).toHaveAttribute('aria-checked', 'true');
  await expect(option(page, '박스 레이아웃')).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: 'tests/e2e/screens/layout-options-1600-light.png', animations: 'disabled' });
  await option(page, '가로 레이아웃').click();
  await expect(option(page, '가로 레이아웃')).toHaveAttribute('aria-checked', 'false');
  await option(page, '박스 레이아웃').click();
  await expect(option(page, '박스 레이아웃')).toHaveAttribute('aria-checked', 'false');
  await page.keyboard.press('Escape');

  // Vertical: the live drawer opens by default, and the banner now needs 1940 px.
  await expect(liveDrawer(page)).toBeVisible();
  await expect.poll(() => contentMaxWidth(page)).toBe('none');
  await expect(banner(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: '이용약관', level: 1 })).toBeVisible();
  await expect(liveDrawer(page)).toBeVisible();
  expect(await contentMaxWidth(page)).toBe('none');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('shared_storage_common') ?? '{}'));
  expect(stored).toMatchObject({ horizontalLayout: false, boxed: false });

  await page.getByRole('button', { name: '레이아웃 설정' }).click();
  await expect(option(page, '가로 레이아웃')).toHaveAttribute('aria-checked', 'false');
  await option(page, '가로 레이아웃').click();
  await page.keyboard.press('Escape');
  await expect(liveDrawer(page)).toBeHidden();
  await expect(banner(page)).toBeVisible();

  // Under 1500 px the horizontal layout has no room for it; phones never show it, nor the switch.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(banner(page)).toBeHidden();
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(banner(page)).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/screens/layout-options-1600-dark.png', animations: 'disabled' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: '레이아웃 설정' })).toBeHidden();
});
