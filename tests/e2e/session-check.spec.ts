import { FAN, signIn, signInContext } from './support';
import { expect, type Page, test } from './test';

/** Issue 19 item 14: a visitor's page does not ask for a session it does not have. */

test.use({ viewport: { width: 390, height: 844 } });

/** The user checks the page sends and the 401s it logs. */
function watchChecks(page: Page) {
  const checks: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/v1/user/me') checks.push(request.method());
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('401')) unauthorized.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() === 401) unauthorized.push(response.url());
  });
  return { checks, unauthorized };
}

test('a visitor’s page loads ask nothing of user/me and log no 401', async ({ page }) => {
  const { checks, unauthorized } = watchChecks(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
  await page.goto('/board/all');
  await expect(page.getByRole('heading', { name: '전체글' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '전체글' })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  expect(checks).toEqual([]);
  expect(unauthorized).toEqual([]);
});

test('a member signed in elsewhere in this browser is still checked and recognised', async ({
  page,
  context,
}) => {
  await signInContext(context, FAN);
  const { checks } = watchChecks(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: /^알림/ })).toBeVisible();
  expect(checks.length).toBeGreaterThan(0);
});

test('after logging out, the next page loads ask nothing again', async ({ page }) => {
  await signIn(page, FAN, '/board/free');
  await expect(page.getByRole('button', { name: /^알림/ })).toBeVisible();
  await page.getByRole('button', { name: '열혈팬 메뉴' }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  const { checks, unauthorized } = watchChecks(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '최신 글' })).toBeVisible();
  expect(checks).toEqual([]);
  expect(unauthorized).toEqual([]);
});
