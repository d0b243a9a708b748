import { ADMIN, FAN, signIn, simulator } from './support';
import { expect, type Page, test } from './test';

/** /admin/live-location: an admin shares where the crew is; viewers see it under the live card. */

const HANGANG = { latitude: 37.5283, longitude: 126.9327, accuracy: 15 };

const shareFrom = async (page: Page, place: string) => {
  await page.getByLabel('크루 멤버').selectOption('c9star');
  await page.getByLabel('장소').fill(place);
  await page.getByRole('button', { name: '지금 위치 공유' }).click();
};

test('an admin shares the crew place and a viewer sees it come and go on the live card', async ({
  browser,
  page,
}) => {
  await simulator(page, 'c9star/live', 'POST', { title: '한강 야외 방송', viewers: 900 });
  await signIn(page, FAN, '/live');
  const card = page.getByTestId('live-card').filter({ hasText: '한강 야외 방송' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  const place = page.getByTestId('live-place');
  await expect(place).toHaveCount(0);

  const admin = await browser.newContext({ permissions: ['geolocation'], geolocation: HANGANG });
  const adminPage = await admin.newPage();
  await signIn(adminPage, ADMIN, '/admin/live-location');
  await expect(adminPage.getByRole('heading', { name: '라이브 위치', level: 1 })).toBeVisible();
  await expect(adminPage.getByText('공유 중인 위치가 없습니다')).toBeVisible();
  await shareFrom(adminPage, '여의도 한강공원');
  await expect(adminPage.getByText('지금 위치를 공유했습니다.')).toBeVisible();
  const shared = adminPage.getByTestId('shared-place');
  await expect(shared).toContainText('스타왕별이 · 여의도 한강공원');
  await expect(shared).toContainText('오차 약 15m');

  // The viewer's card shows it without a reload, with a map of that very place.
  await expect(place).toContainText('여의도 한강공원');
  await expect(place).toContainText('방금 전');
  await expect(place).toHaveAttribute('href', /map\.kakao\.com\/link\/map\/.+,37\.5283,126\.9327$/);

  await shared.getByRole('button', { name: '공유 중지' }).click();
  await adminPage.getByRole('alertdialog').getByRole('button', { name: '공유 중지' }).click();
  await expect(adminPage.getByText('공유 중인 위치가 없습니다')).toBeVisible();
  await expect(place).toHaveCount(0);
  await admin.close();
  await simulator(page, 'c9star/live', 'DELETE');
});

test('a refused position shows the SPEC message and shares nothing', async ({ browser }) => {
  // No permission granted: the browser refuses the position (code 1).
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN, '/admin/live-location');
  await shareFrom(page, '성수동');
  await expect(page.getByRole('alert')).toContainText('위치 권한이 없어 내 위치 정보를 가져올 수 없습니다');
  await expect(page.getByText('공유 중인 위치가 없습니다')).toBeVisible();
  await context.close();
});

test('screens: /admin/live-location and a live card with its place', async ({ browser }) => {
  const setup = await browser.newPage();
  await simulator(setup, 'c9star/live', 'POST', { title: '한강 야외 방송', viewers: 900 });
  await setup.close();
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
        permissions: ['geolocation'],
        geolocation: HANGANG,
      });
      const page = await context.newPage();
      await signIn(page, ADMIN, '/admin/live-location');
      if (width === 390 && colorScheme === 'light') {
        await shareFrom(page, '여의도 한강공원 물빛광장');
        await expect(page.getByTestId('shared-place')).toBeVisible();
      }
      await expect(page.getByTestId('shared-place')).toBeVisible();
      await expect(page.getByRole('button', { name: / 메뉴$/ })).toBeVisible();
      const name = `${width}-${colorScheme}`;
      await page.screenshot({ path: `tests/e2e/screens/admin-live-location-${name}.png`, fullPage: true });
      await page.goto('/live');
      await expect(page.getByTestId('live-place')).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `tests/e2e/screens/live-place-${name}.png` });
      // Leave no shared place behind for the tests after this one.
      if (width === 1440 && colorScheme === 'dark') {
        expect((await page.request.delete('/api/v1/admin/live-location/c9star')).ok()).toBe(true);
      }
      await context.close();
    }
  }
  const cleanup = await browser.newPage();
  await simulator(cleanup, 'c9star/live', 'DELETE');
  await cleanup.close();
});
