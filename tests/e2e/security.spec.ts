import { FAN, signIn } from './support';
import { expect, test } from './test';

/**
 * The pages run under the server's Content-Security-Policy (no inline script but the index page's
 * own, by hash; no eval): nothing the app does may be refused, or a member would meet a page that
 * silently does not work. Every browser test fails on a refusal (`test.ts`); this one walks the
 * pages most likely to meet one: a schema-checked form, the first pages, a reload of a kept view.
 */

test('the pages, their forms and a reload run under the security policy with nothing refused', async ({
  page,
}) => {
  const response = await page.goto('/register');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // The form checks with the contract's schemas (zod, which must not try eval here).
  await page.getByLabel('비밀번호', { exact: true }).fill('short');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('비밀번호 항목은 최소 8자 이상이어야 합니다.')).toBeVisible();
  for (const [path, title] of [
    ['/store', '이모티콘 상점 - 씨나인'],
    ['/event/lottery', '복권 - 씨나인'],
    ['/contact', '문의하기 - 씨나인'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }

  await signIn(page, FAN, '/board/free');
  const first = page.getByTestId('post-row-title').first();
  await expect(first).toBeVisible();
  const title = await first.textContent();
  await page.reload();
  await expect(page.getByTestId('post-row-title').first()).toHaveText(title ?? '');
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toHaveCount(0);
});
