import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NodeProcess, startNodeProcess } from '../server/helpers/process';
import { goLive, signIn, simulator } from './support';
import { expect, type Page, type Request, test } from './test';

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

test('a newcomer links a SOOP id in the demo with the simulator standing in for the station', async ({
  page,
}) => {
  const username = `demo${Date.now().toString(36)}`;
  const registered = await page.request.post('/api/v1/user/register', {
    data: { username, password: 'goodpass1', nickname: `데모팬${Date.now() % 100000}` },
  });
  expect(registered.ok()).toBe(true);
  await signIn(page, { username, password: 'goodpass1' }, '/afreecatv-connect');
  await page.getByLabel('SOOP 아이디').fill(username);
  await page.getByRole('button', { name: '인증 코드 받기' }).click();
  await expect(page.getByTestId('link-code')).toBeVisible();
  await page.getByRole('button', { name: '시뮬레이터 소개글에 코드 넣기' }).click();
  await expect(
    page.getByText('시뮬레이터 방송국 소개글에 코드를 넣었습니다.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('SOOP 계정을 연동했습니다.')).toBeVisible();
  await expect(page.getByTestId('linked-soop-id')).toHaveText(username);
});

test.describe('the demo as it ships', () => {
  let demo: NodeProcess;
  let dataDir: string;
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // `npm start` on a fresh machine: the embedded database, the demo data with its shop and events.
    dataDir = mkdtempSync(join(tmpdir(), 'c9-demo-'));
    demo = await startNodeProcess(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        STATIC_DIR: process.env.E2E_STATIC_DIR as string,
        SEED_DEMO_EVENTS: 'true',
      },
      { startMs: 240_000 },
    );
  });
  test.afterAll(async () => {
    await demo?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a newcomer finds packs in the shop, an open lottery and dream ticket, and no other host', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: demo.url,
      locale: 'ko-KR',
      timezoneId: 'America/Los_Angeles',
      extraHTTPHeaders: { origin: demo.url },
    });
    const page = await context.newPage();
    const urls = requestLog(page);

    await page.goto('/store');
    await expect(page.getByTestId('demo-badge').first()).toHaveText('데모');
    const packs = page.getByTestId('store-product');
    await expect(packs.filter({ hasText: '씨나인 기본 이모티콘' })).toBeVisible();
    await expect(packs).toHaveCount(3);
    const cover = packs.first().locator('img').first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto('/event/lottery');
    await expect(
      page.getByTestId('lottery-card').filter({ hasText: '주말 합동 방송 기념 추첨' }),
    ).toBeVisible();
    await page.goto('/event/dream-ticket');
    await expect(
      page.getByTestId('dream-ticket-card').filter({ hasText: '씨나인 드림티켓 1회차' }),
    ).toBeVisible();

    expect(elsewhere(urls, demo.url)).toEqual([]);
    await context.close();
  });
});
