import { type Account, apiSession, declineLinkPrompt, signInContext } from './support';
import { type BrowserContext, expect, test } from './test';

/**
 * The excel broadcast (issue 13 item 2): the public board follows the simulator's balloons live,
 * opens offline from its cache with the stale mark, and every page is shot for looking at. The
 * session made here is closed and the simulated broadcast stopped at the end.
 */

const EXCEL: Account = { username: 'excel', password: 'excel1234' };
const STATIONS = ['c9star', 'c9kart'];
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1440] as const;

const stopBroadcast = async (context: BrowserContext) => {
  await context.request.delete('/soop-sim/control/excel-broadcast');
  for (const station of STATIONS) await context.request.delete(`/soop-sim/control/${station}/live`);
};

test('the excel board updates live while the simulator sends balloons', async ({ browser }) => {
  test.setTimeout(120_000);
  const excel = await apiSession(browser, EXCEL);
  const title = `E2E 엑셀 ${Date.now().toString(36)}`;
  const res = await excel.request.post('/api/v1/excel', { data: { title, stationUserIds: STATIONS } });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  try {
    const viewer = await browser.newContext();
    const page = await viewer.newPage();
    await page.goto(`/event/excel?id=${id}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('excel-total')).toHaveText('0개');

    expect(
      (
        await excel.request.post('/soop-sim/control/excel-broadcast', {
          data: { stations: STATIONS, perMinute: 300 },
        })
      ).ok(),
    ).toBe(true);
    // No reload: the count topic brings the board as the adapter counts the balloons.
    await expect(page.getByTestId('excel-total')).not.toHaveText('0개', { timeout: 15_000 });
    await stopBroadcast(excel);
    const counted = async () =>
      (
        (await (await excel.request.get(`/api/v1/p/excel/${id}`)).json()) as { total: number }
      ).total.toLocaleString('ko-KR');
    await expect(async () =>
      expect(await page.getByTestId('excel-total').innerText()).toBe(`${await counted()}개`),
    ).toPass({
      timeout: 10_000,
    });

    // Offline, the page opens from its cache with the stale mark.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 20_000,
    });
    await viewer.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('stale-mark')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await viewer.close();
  } finally {
    await stopBroadcast(excel);
    await excel.request.post(`/api/v1/excel/${id}/close`);
    await excel.close();
  }
});

test('screens: the excel board, signatures, their ranks and the excel admin screens as an EXCEL user', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const excel = await apiSession(browser, EXCEL);
  const title = `E2E 엑셀 화면 ${Date.now().toString(36)}`;
  const res = await excel.request.post('/api/v1/excel', { data: { title, stationUserIds: STATIONS } });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  try {
    for (const [station, count] of [
      ['c9star', 500],
      ['c9kart', 100],
      ['c9star', 30],
    ] as const)
      await excel.request.post(`/soop-sim/control/${station}/balloon`, {
        data: { from: 'nightowl77', count },
      });
    // Counted on the next read of the platform (every second here).
    await expect
      .poll(
        async () =>
          ((await (await excel.request.get(`/api/v1/p/excel/${id}`)).json()) as { total: number }).total,
      )
      .toBe(630);
    // A second round with a correction in it, so the shots show rank changes and the record.
    await excel.request.post(`/api/v1/excel/${id}/round`, { data: { title: '2라운드' } });
    const board = (await (await excel.request.get(`/api/v1/p/excel/${id}`)).json()) as {
      members: { id: string }[];
      rounds: { id: string }[];
    };
    await excel.request.post(`/api/v1/excel/${id}/correction`, {
      data: {
        memberId: board.members[1]!.id,
        roundId: board.rounds[1]!.id,
        delta: 3000,
        reason: '방송 화면에서 확인한 누락분',
        idempotencyKey: crypto.randomUUID(),
      },
    });
    // A gift of exactly a signature number (c9star's 77, seeded), so the signature rank has a line.
    await excel.request.post('/soop-sim/control/c9star/balloon', {
      data: { from: 'sigfan01', nick: '시그장인', count: 77 },
    });

    for (const colorScheme of SCHEMES)
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 900 },
          colorScheme,
        });
        await signInContext(context, EXCEL);
        const shotPage = await context.newPage();
        await declineLinkPrompt(shotPage);
        const shot = (name: string) =>
          shotPage.screenshot({
            path: `tests/e2e/screens/excel-${name}-${width}-${colorScheme}.png`,
            fullPage: true,
          });
        await shotPage.goto(`/event/excel?id=${id}`);
        await expect(shotPage.getByTestId('excel-row').first()).toBeVisible();
        await shot('event');
        await shotPage.goto('/excel/signature');
        await expect(shotPage.getByTestId('signature-card').first()).toBeVisible();
        await shot('signature');
        await shotPage.goto('/rank/excel-donation?period=all');
        await expect(shotPage.getByTestId('rank-row').first()).toBeVisible();
        await shot('rank-donation');
        await shotPage.goto('/rank/signature?period=all');
        await expect(shotPage.getByTestId('rank-row').filter({ hasText: '시그장인' })).toBeVisible();
        await shot('rank-signature');
        // The EXCEL user (no admin, no manager) opens the excel admin screens.
        await shotPage.goto('/admin/excel');
        await expect(shotPage.getByTestId('admin-excel-sessions')).toContainText(title);
        await shot('admin');
        await shotPage.goto(`/admin/excel/${id}`);
        await expect(shotPage.getByRole('heading', { name: '정정 기록' })).toBeVisible();
        await shot('admin-detail');
        await context.close();
      }
  } finally {
    await excel.request.post(`/api/v1/excel/${id}/close`);
    await excel.close();
  }
});
