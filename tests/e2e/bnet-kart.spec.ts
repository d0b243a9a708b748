import { ADMIN, apiSession, controlled, signInContext, untilKept } from './support';
import { expect, test } from './test';

/**
 * battle.net records and KartRider tiers (issue 15 items 4, 6 and 7): the crew's ranks and games
 * read through the simulator, /starcraft/bnet opening offline from its cache, /kartrider leading to
 * the tier list where an admin writes a record, and the screenshots of both pages.
 */

test("/starcraft/bnet shows the crew accounts' ranks and latest games, and opens offline from its cache", async ({
  page,
  context,
}) => {
  await page.goto('/starcraft/bnet');
  const star = page.getByRole('region', { name: '스타왕별이' });
  await expect(star).toContainText('C9Star');
  await expect(star).toContainText(/\d+위/);
  await expect(star.getByTestId('bnet-game')).toHaveCount(10);
  await expect(page.getByTestId('bnet-account')).toHaveCount(3);
  await untilKept(page, 'starcraft/bnet');
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '배틀넷 기록', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stale-mark')).toContainText('오프라인이라');
  await expect(star.getByTestId('bnet-game')).toHaveCount(10);
  await context.setOffline(false);
});

test('/kartrider leads to the tier list; an admin writes a track record and it shows', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await signInContext(context, ADMIN);
  const page = await context.newPage();
  const track = `E2E 트랙 ${Date.now().toString(36)}`;
  try {
    await page.goto('/kartrider');
    await expect(page).toHaveURL(/\/kartrider\/tier$/);
    await expect(page.getByTestId('kart-tier').first()).toContainText('카트질주');

    await page.getByRole('button', { name: '기록 추가' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('트랙').fill(track);
    await dialog.getByLabel('기록', { exact: true }).fill('빠름');
    await dialog.getByLabel('선수').fill('카트질주');
    await dialog.getByRole('button', { name: '추가' }).click();
    await expect(dialog.getByText('분:초.밀리초로 적어 주세요')).toBeVisible();
    await dialog.getByLabel('기록', { exact: true }).fill('1:35.07');
    await dialog.getByRole('button', { name: '추가' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('kart-record').filter({ hasText: track })).toContainText('1:35.070');
  } finally {
    const admin = await apiSession(browser, ADMIN);
    const { records } = (await (await admin.request.get('/api/v1/p/kartrider')).json()) as {
      records: { id: string; track: string }[];
    };
    for (const r of records.filter((x) => x.track.startsWith('E2E 트랙')))
      await admin.request.delete(`/api/v1/admin/kartrider/record/${r.id}`);
    await admin.close();
    await context.close();
  }
});

test('screens: screenshots of /starcraft/bnet and /kartrider/tier at 390 and 1440 px, light and dark', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [390, 1440] as const) {
      const shot = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      await signInContext(shot, ADMIN);
      const p = await shot.newPage();
      const take = async (name: string) => {
        await p.waitForLoadState('networkidle');
        await p.screenshot({
          path: `tests/e2e/screens/${name}-${width}-${colorScheme}.png`,
          animations: 'disabled',
        });
      };
      await p.goto('/starcraft/bnet');
      await expect(p.getByTestId('bnet-game').first()).toBeVisible();
      await take('bnet');
      await p.goto('/kartrider/tier');
      await expect(p.getByTestId('kart-record').first()).toBeVisible();
      await take('kartrider-tier');
      await p.getByRole('button', { name: '기록 추가' }).click();
      await expect(p.getByRole('dialog')).toBeVisible();
      await take('kartrider-record-dialog');
      await shot.close();
    }
});
