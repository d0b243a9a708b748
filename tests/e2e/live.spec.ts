import { FAN, signIn, simulator } from './support';
import { expect, test } from './test';

/** Browser tests of the live drawer, /live and the live and notice toasts, driven through the simulator. */

test.describe('live', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a crew member going live shows in the drawer and on /live, with a toast', async ({ page }) => {
    await signIn(page, FAN, '/live');
    // The panel's choice is kept per member: opened before the session check names the member
    // (signed in over the API, this device has no last user yet), it was the visitor's and closed
    // again when the check answered. A member who signs in through the form is known at once.
    await expect(page.getByRole('button', { name: '열혈팬 메뉴' })).toBeVisible();
    await page.getByRole('button', { name: '라이브 패널 열기' }).click();
    const drawer = page.getByRole('complementary', { name: '라이브' });
    await expect(drawer.getByTestId('live-station').first()).toBeVisible();
    await expect(page.getByText('지금은 방송 중인 크루가 없습니다.', { exact: false })).toBeVisible();

    await simulator(page, 'c9star/live', 'POST', { title: '스타 팀전 생방송', viewers: 2400 });
    await expect(page.getByText('스타왕별이 방송 시작')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('live-card').filter({ hasText: '스타 팀전 생방송' })).toBeVisible();
    await expect(drawer.locator('[data-live="true"]').first()).toContainText('스타왕별이');
    await expect(drawer.locator('[data-live="true"]').first()).toContainText('2,400명');
    await page.screenshot({ path: 'tests/e2e/screens/live-1440-light.png' });

    await simulator(page, 'c9crew/notice', 'POST', { title: '이번 주 합방 안내', summary: '토요일 8시' });
    await expect(page.getByText('씨나인크루 새 공지')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('notice').filter({ hasText: '이번 주 합방 안내' })).toBeVisible();

    await simulator(page, 'c9star/live', 'DELETE');
    await expect(page.getByTestId('live-card')).toHaveCount(0, { timeout: 15_000 });
  });

  test('offline, /live still lists the last stations and notices', async ({ page, context }) => {
    await simulator(page, 'c9kart/live', 'POST', { title: '카트 리그 연습' });
    await simulator(page, 'c9kart/notice', 'POST', { title: '카트 리그 일정' });
    await signIn(page, FAN, '/live');
    await expect(page.getByTestId('live-card').filter({ hasText: '카트 리그 연습' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('notice').filter({ hasText: '카트 리그 일정' })).toBeVisible();
    // The service worker must control the page before the network goes away.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('live-stale')).toHaveCount(0);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('live-card').filter({ hasText: '카트 리그 연습' })).toBeVisible();
    await expect(page.getByTestId('notice').filter({ hasText: '카트 리그 일정' })).toBeVisible();
    // What is shown is the state last heard, and the page and the drawer say so.
    // The live strip above the page, and the page under its heading.
    const marks = page.getByRole('main').getByTestId('live-stale');
    await expect(marks).toHaveCount(2);
    for (const mark of await marks.all()) await expect(mark).toHaveText(/^오프라인 · .+ 정보$/);
    await page.getByRole('button', { name: '라이브 패널 열기' }).click();
    const drawer = page.getByRole('complementary', { name: '라이브' });
    await expect(drawer.getByTestId('live-stale')).toHaveText(/^오프라인 · .+ 정보$/);
    await page.screenshot({ path: 'tests/e2e/screens/live-offline-1440-light.png' });
    await context.setOffline(false);
    await expect(page.getByTestId('live-stale')).toHaveCount(0);
    await simulator(page, 'c9kart/live', 'DELETE');
  });
});
