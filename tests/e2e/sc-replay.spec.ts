import { readFileSync } from 'node:fs';
import { declineLinkPrompt, MANAGER, signIn } from './support';
import { expect, type Page, test } from './test';

/**
 * Replay analysis (issue 15 item 5): a .rep file, picked or dropped, is parsed in the page's worker
 * and shown: players with races and APM, the map, the APM chart and each player's build order.
 * Real replays from tests/fixtures/replays (their sources in its README).
 */

const fixture = (name: string) => readFileSync(new URL(`../fixtures/replays/${name}`, import.meta.url));

/** Drops a file on the drop zone as a browser does: a `drop` event carrying it. */
async function dropFile(page: Page, name: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name));
      return transfer;
    },
    { name, base64: fixture(name).toString('base64') },
  );
  await page.getByTestId('replay-drop-zone').dispatchEvent('drop', { dataTransfer });
}

test('a picked 20-minute replay and a dropped 1.16 one show players, map, APM chart and build orders', async ({
  page,
}) => {
  await page.goto('/starcraft/replay');
  await page.getByLabel('리플레이 파일 선택').setInputFiles({
    name: 'somavssnow.rep',
    mimeType: 'application/octet-stream',
    buffer: fixture('somavssnow.rep'),
  });
  await expect(page.getByTestId('replay-map')).toHaveText('La Campanella 1.1');
  await expect(page.getByTestId('replay-duration')).toHaveText('20:06');
  const players = page.getByTestId('replay-player');
  await expect(players).toHaveCount(2);
  await expect(players.first()).toContainText('By.SnOw1');
  await expect(players.first()).toContainText('프로토스');
  await expect(players.last()).toContainText('저그');
  await expect(page.getByRole('img', { name: '선수별 시간에 따른 APM' }).locator('polyline')).toHaveCount(2);
  const builds = page.getByTestId('build-order');
  await expect(builds).toHaveCount(2);
  await expect(builds.first().getByRole('listitem').first()).toContainText('파일런');

  await dropFile(page, 'things.rep');
  await expect(page.getByTestId('replay-map')).toHaveText('Shadowlands');
  await expect(page.getByTestId('replay-duration')).toHaveText('0:38');
  await expect(players).toHaveCount(4);
  await expect(players.filter({ hasText: 'neiv' })).toContainText('저그');

  await dropFile(page, 'README.md');
  await expect(page.getByTestId('replay-error')).toContainText('리플레이(.rep) 파일이 아닙니다');
});

test('staff save the analysed game to the records, with its replay file', async ({ page }) => {
  await declineLinkPrompt(page);
  await signIn(page, MANAGER, '/starcraft/replay');
  await page.getByLabel('리플레이 파일 선택').setInputFiles({
    name: 'somavssnow.rep',
    mimeType: 'application/octet-stream',
    buffer: fixture('somavssnow.rep'),
  });
  await page.getByRole('button', { name: '전적에 저장' }).click();
  const dialog = page.getByRole('dialog', { name: '전적에 저장' });
  await expect(dialog.getByLabel('맵')).toHaveValue('La Campanella 1.1');
  await expect(dialog.getByLabel('승자 종족')).toHaveValue('P');
  await expect(dialog.getByLabel('패자 종족')).toHaveValue('Z');
  await expect(dialog.getByLabel('승자', { exact: true }).locator('option')).not.toHaveCount(1);
  await dialog.getByLabel('승자', { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('패자', { exact: true }).selectOption({ index: 2 });
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('전적에 저장했습니다.')).toBeVisible();
  const record = await (await page.request.get('/api/v1/p/starcraft/record')).json();
  const saved = record.matches.find((m: { map: string }) => m.map === 'La Campanella 1.1');
  expect(saved?.replayUri).toBeTruthy();
  const served = await page.request.get(saved.replayUri);
  expect(Buffer.from(await served.body()).equals(fixture('somavssnow.rep'))).toBe(true);
});

test('screens: replay analysis', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [390, 1440] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      const page = await context.newPage();
      await page.goto('/starcraft/replay');
      await page.getByLabel('리플레이 파일 선택').setInputFiles({
        name: 'somavssnow.rep',
        mimeType: 'application/octet-stream',
        buffer: fixture('somavssnow.rep'),
      });
      await expect(page.getByTestId('build-order')).toHaveCount(2);
      await page.screenshot({
        path: `tests/e2e/screens/sc-replay-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await context.close();
    }
});
