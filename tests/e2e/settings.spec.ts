import { browserKeys, decryptPush, fakePushService } from '../server/helpers/push-service';
import { fakePushManager } from './fake-push';
import { type Account, apiSession, CREW, FAN, NEWBIE, signIn, signInContext, writePost } from './support';
import { type Browser, expect, type Page, test } from './test';

/** /user/me/settings against a real server: keyword alerts, 앱 푸시, the service worker's push; screens. */

async function postAs(browser: Browser, account: Account, title: string): Promise<string> {
  const session = await apiSession(browser, account);
  const id = await writePost(session.request, title);
  await session.close();
  return id;
}

const appPushSwitch = (page: Page) => page.locator('label', { hasText: '앱 푸시' }).locator('input');
const appPushValue = async (page: Page) =>
  (
    (await (await page.request.get('/api/v1/user/me/setting/APP_PUSH')).json()) as {
      setting: { value: string };
    }
  ).setting.value;

test('keywords: add, refuse a duplicate, remove; a matching post by another member raises an alert', async ({
  page,
  browser,
}) => {
  await signIn(page, FAN, '/user/me/settings');
  await expect(page.getByRole('heading', { name: '설정', level: 1 })).toBeVisible();
  const keywordInput = page.getByPlaceholder('키워드 (2~20자)');
  const keywordList = page.getByRole('list', { name: '등록한 키워드' });

  await keywordInput.fill('굿즈');
  await page.getByRole('button', { name: '추가' }).click();
  await expect(keywordList.getByText('굿즈', { exact: true })).toBeVisible();
  await keywordInput.fill('굿즈');
  await page.getByRole('button', { name: '추가' }).click();
  await expect(page.getByText('이미 등록한 키워드입니다.')).toBeVisible();

  await keywordInput.fill('지울키워드');
  await page.getByRole('button', { name: '추가' }).click();
  await expect(keywordList.getByText('지울키워드')).toBeVisible();
  await page.getByRole('button', { name: '키워드 삭제: 지울키워드' }).click();
  await expect(keywordList.getByText('지울키워드')).toBeHidden();
  await page.reload();
  await expect(keywordList.getByText('굿즈', { exact: true })).toBeVisible();
  await expect(keywordList.getByText('지울키워드')).toBeHidden();

  const title = `새 굿즈 나왔어요 ${Date.now()}`;
  await postAs(browser, CREW, title);
  await page.goto('/user/me/notification');
  await expect(page.getByText(`키워드 「굿즈」가 들어간 새 글: 「${title}」`)).toBeVisible();
});

test('앱 푸시 off and on is kept by the server', async ({ page, context }) => {
  await fakePushManager(context);
  await context.grantPermissions(['notifications']);
  await signIn(page, FAN, '/');
  // The switch is on only with a subscription in this browser (start subscribes a permitted member
  // once the service worker is installed).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('e2e-fake-push-endpoint'))).not.toBeNull();
  expect((await page.request.put('/api/v1/user/me/setting/APP_PUSH', { data: { value: 'Y' } })).ok()).toBe(
    true,
  );
  await page.goto('/user/me/settings');
  const toggle = appPushSwitch(page);
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();

  await page.locator('label', { hasText: '앱 푸시' }).click();
  await expect(toggle).not.toBeChecked();
  // Enabled again once the whole turn-off (server, then the browser's subscription) is done.
  await expect(toggle).toBeEnabled();
  await expect.poll(() => appPushValue(page)).toBe('N');
  await page.reload();
  await expect(appPushSwitch(page)).not.toBeChecked();

  await page.locator('label', { hasText: '앱 푸시' }).click();
  await expect(appPushSwitch(page)).toBeChecked();
  // A reload while the browser subscribes would cut the subscription off.
  await expect(appPushSwitch(page)).toBeEnabled();
  await expect.poll(() => appPushValue(page)).toBe('Y');
  await page.reload();
  await expect(appPushSwitch(page)).toBeChecked();
});

test('the settings page open as the app starts shows the subscription the start makes', async ({
  page,
  context,
}) => {
  await fakePushManager(context);
  await context.grantPermissions(['notifications']);
  await signInContext(context, FAN);
  expect((await context.request.put('/api/v1/user/me/setting/APP_PUSH', { data: { value: 'Y' } })).ok()).toBe(
    true,
  );
  // The start subscribes once the page is shown: after the row has read the browser's state.
  await page.goto('/user/me/settings');
  await expect(appPushSwitch(page)).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('e2e-fake-push-endpoint'))).not.toBeNull();
});

test('a server push, encrypted for this browser, is shown by the service worker and its click opens the post', async ({
  page,
  context,
  browser,
}) => {
  const service = fakePushService();
  const serviceUrl = await service.listen();
  try {
    await context.grantPermissions(['notifications']);
    await signIn(page, FAN, '/');
    const keys = browserKeys();
    const keyword = `푸시${Date.now() % 100_000}`;
    for (const [path, data] of [
      [
        '/api/v1/user/me/push-subscription',
        { endpoint: `${serviceUrl}/push/e2e`, keys: { p256dh: keys.p256dh, auth: keys.authB64 } },
      ],
      ['/api/v1/user/me/alert/keyword', { keyword }],
    ] as const) {
      expect((await page.request.post(path, { data })).ok()).toBe(true);
    }
    expect((await page.request.put('/api/v1/user/me/setting/APP_PUSH', { data: { value: 'Y' } })).ok()).toBe(
      true,
    );

    const arrived = service.next();
    const postId = await postAs(browser, CREW, `${keyword} 소식 전해요`);
    await arrived;
    const pushed = service.received.at(-1)!;
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    const payload = decryptPush(pushed.body, keys);
    expect(payload).toMatchObject({ title: '씨나인', data: { link: `/board/free/${postId}` } });

    // The push service's part: hand the decrypted message to this browser's service worker.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted);
        if (live) resolve(live.registrationId);
      });
    });
    await page.evaluate('navigator.serviceWorker.ready');
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(`navigator.serviceWorker.ready.then((r) => r.getNotifications()).then((list) =>
          list.map((n) => ({ title: n.title, body: n.body, icon: new URL(n.icon).pathname, data: n.data })))`),
      )
      .toEqual([
        {
          title: '씨나인',
          body: expect.stringContaining(keyword),
          icon: '/icons/icon-192.png',
          data: { link: `/board/free/${postId}` },
        },
      ]);

    // Headless Chromium has no notification to click: the test dispatches the click event into the
    // real service worker. Only a real click may focus a window, so focus is let through here; the
    // handler's own routing then navigates the open page.
    const [worker] = context.serviceWorkers();
    await worker!.evaluate(`WindowClient.prototype.focus = function () { return Promise.resolve(this); };
      self.registration.getNotifications().then(([shown]) =>
        self.dispatchEvent(new NotificationEvent('notificationclick', { notification: shown })))`);
    await expect(page).toHaveURL(new RegExp(`/board/free/${postId}$`));
  } finally {
    await service.close();
  }
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: settings and SOOP linking, ${width}px ${scheme}`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const name = `${width}-${scheme}`;
      await signIn(page, FAN, '/user/me/settings');
      await expect(page.getByRole('list', { name: '등록한 키워드' })).toBeVisible();
      await expect(appPushSwitch(page)).toBeEnabled();
      await page.screenshot({
        path: `tests/e2e/screens/settings-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await page.goto('/afreecatv-connect');
      await expect(page.getByTestId('linked-soop-id')).toHaveText('soopfan01');
      await page.screenshot({
        path: `tests/e2e/screens/afreecatv-linked-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });

      const fresh = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme: scheme,
      });
      const newbie = await fresh.newPage();
      await signIn(newbie, NEWBIE, '/afreecatv-connect');
      await newbie.getByLabel('SOOP 아이디').fill('newbiesoop');
      await newbie.getByRole('button', { name: '인증 코드 받기' }).click();
      await expect(newbie.getByTestId('link-code')).toBeVisible();
      await newbie.screenshot({
        path: `tests/e2e/screens/afreecatv-connect-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await fresh.close();
    });
  }
}
