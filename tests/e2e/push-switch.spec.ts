import { fakePushManager } from './fake-push';
import { FAN, signIn } from './support';
import { expect, type Page, test } from './test';

/**
 * 앱 푸시 tells the truth on a 390 px phone (issue 19, item 5): it shows on only when this browser
 * has permission and a subscription, and turning it on asks for permission and subscribes.
 */

test.use({ viewport: { width: 390, height: 844 } });

const pushRow = (page: Page) => page.locator('label', { hasText: '앱 푸시' });
const pushSwitch = (page: Page) => pushRow(page).locator('input');

async function appPushOnServer(page: Page, value: 'Y' | 'N') {
  const response = await page.request.put('/api/v1/user/me/setting/APP_PUSH', { data: { value } });
  expect(response.ok()).toBe(true);
}

test('without permission the switch is off and says why, though the account wants pushes', async ({
  page,
}) => {
  await signIn(page, FAN, '/');
  await appPushOnServer(page, 'Y');
  await page.goto('/user/me/settings');
  await expect(pushSwitch(page)).toBeEnabled();
  await expect(pushSwitch(page)).not.toBeChecked();
  await expect(pushRow(page)).toContainText('켜면 브라우저가 알림 권한을 묻습니다.');
});

test('turning it on asks for permission and subscribes this browser; off removes the subscription', async ({
  page,
  context,
}) => {
  await fakePushManager(context);
  await context.grantPermissions(['notifications']);
  await signIn(page, FAN, '/');
  await appPushOnServer(page, 'Y');
  // With permission granted, the app's start subscribes this browser once per member and page
  // load. The browser then drops that subscription, and the member opens settings in the app.
  const endpoint = () => page.evaluate(() => localStorage.getItem('e2e-fake-push-endpoint'));
  // The start subscribes once the service worker is installed (it precaches the app first).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect.poll(endpoint).not.toBeNull();
  await page.evaluate(() => localStorage.removeItem('e2e-fake-push-endpoint'));
  await page.getByRole('button', { name: / 메뉴$/ }).click();
  await page.getByRole('menuitem', { name: '설정' }).click();
  await expect(page).toHaveURL(/\/user\/me\/settings$/);
  // Permission but no subscription: nothing would arrive, so it is off.
  await expect(pushSwitch(page)).toBeEnabled();
  await expect(pushSwitch(page)).not.toBeChecked();
  await expect(pushRow(page)).toContainText('아직 푸시를 받도록 등록되지 않았습니다');

  const subscribed = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/user/me/push-subscription') && request.method() === 'POST',
  );
  await pushRow(page).click();
  const body = (await subscribed).postDataJSON() as { endpoint: string };
  expect(body.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:9\/e2e\//);
  await expect(pushSwitch(page)).toBeChecked();
  await page.reload();
  await expect(pushSwitch(page)).toBeChecked();

  const removed = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/user/me/push-subscription') && request.method() === 'DELETE',
  );
  await pushRow(page).click();
  await removed;
  await expect(pushSwitch(page)).not.toBeChecked();
  await expect.poll(endpoint).toBeNull();
});

test('a refused permission leaves it off and explains', async ({ page }) => {
  await signIn(page, FAN, '/');
  await appPushOnServer(page, 'N');
  await page.goto('/user/me/settings');
  await expect(pushSwitch(page)).toBeEnabled();
  await expect(pushSwitch(page)).not.toBeChecked();
  // Headless Chromium refuses a permission nobody granted.
  await pushRow(page).click();
  await expect(page.getByText('알림을 받으려면 권한을 허용해 주세요!')).toBeVisible();
  await page.getByRole('button', { name: '확인' }).click();
  await expect(pushSwitch(page)).not.toBeChecked();
  await expect(pushRow(page)).toContainText('알림이 차단되어 있습니다');
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: the 앱 푸시 row without permission, ${width}px ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: width < 1280 ? 844 : 900 });
      await signIn(page, FAN, '/');
      await appPushOnServer(page, 'Y');
      await page.goto('/user/me/settings');
      await expect(pushRow(page)).toContainText('알림 권한을 묻습니다');
      await pushRow(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shellux-screens/push-row-${width}-${colorScheme}.png` });
    });
  }
}
