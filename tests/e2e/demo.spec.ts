import { expect, type Page, type Request, test } from '@playwright/test';
import { goLive, simulator } from './support';

/** The demo (`npm start`): it says it is one, shows what a simulator made, and asks no other host. */

/** Every address the page itself asks for (not the test's own API calls), as it goes. */
function requestLog(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return urls;
}

/** What is not this server: any http(s) or ws(s) address on another host. */
const elsewhere = (urls: string[], base: string) =>
  urls.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).host !== new URL(base).host);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the demo says so on every page and asks no host but its own (${viewport.width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(viewport);
    const urls = requestLog(page);
    await goLive(page, 'c9star', { title: '데모 방송 중', viewers: 1200 });
    await simulator(page, 'c9crew/notice', 'POST', { title: '데모 공지', summary: '시뮬레이터 공지' });

    await page.goto('/');
    await expect(page.getByTestId('demo-badge').first()).toBeVisible();
    await expect(page.getByTestId('demo-badge').first()).toHaveText('데모');

    await page.goto('/live');
    await expect(page.getByTestId('demo-badge').first()).toBeVisible();
    await expect(page.getByRole('note').getByText(/SOOP 시뮬레이터/)).toBeVisible();
    const card = page.getByTestId('live-card').filter({ hasText: '데모 방송 중' });
    await expect(card).toBeVisible({ timeout: 15_000 });
    // The live image and the station logo are drawn by this server, and they load.
    const thumbnail = card.locator('img').first();
    await expect(thumbnail).toHaveAttribute('src', /^\/api\/v1\/p\/afreecatv\/live-image\/\d+/);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.goto('/login');
    await expect(page.getByTestId('demo-badge').first()).toBeVisible();
    await expect(page.getByTestId('simulated-login-note')).toBeVisible();

    await page.goto('/rank/signature');
    await expect(page.getByTestId('demo-badge').first()).toBeVisible();
    await expect(page.getByRole('note').getByText(/SOOP 시뮬레이터/)).toBeVisible();

    await page.goto('/starcraft/bnet');
    await expect(page.getByTestId('service-note-bnet')).toBeVisible();

    expect(urls.length).toBeGreaterThan(10);
    expect(elsewhere(urls, baseURL as string)).toEqual([]);
    await simulator(page, 'c9star/live', 'DELETE');
  });
}
