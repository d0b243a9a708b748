import { writeFileSync } from 'node:fs';
import { replayStickman } from '../../src/contract/games/stickman';
import { controlled, declineLinkPrompt, FAN, signIn } from './support';
import { expect, type Page, test } from './test';

/**
 * Stickman poop (issue 14 items 4-6): a game played with the arrow keys until poop hits, its score
 * verified by the server's replay and listed; then, with the network off after that one visit, the
 * page opens and plays on a kept seed and the score waits on the device until the network returns.
 */

const field = (page: Page) => page.getByTestId('stickman-field');

/** Starts a game and walks left and right with the arrow keys until poop hits him; answers the seed and score. */
async function playUntilHit(page: Page) {
  await page.getByRole('button', { name: /^(시작|다시 하기)$/ }).click();
  await expect(field(page)).toHaveAttribute('data-phase', 'playing');
  const seed = (await field(page).getAttribute('data-seed')) as string;
  for (let n = 0; (await field(page).getAttribute('data-phase')) === 'playing' && n < 60; n++) {
    const key = n % 2 === 0 ? 'ArrowLeft' : 'ArrowRight';
    await page.keyboard.down(key);
    await page.waitForTimeout(600);
    await page.keyboard.up(key);
  }
  await expect(field(page)).toHaveAttribute('data-phase', 'over');
  const score = Number((await page.getByTestId('stickman-score').textContent())?.replace(/\D/g, ''));
  return { seed, score };
}

test('a stickman game played with the keys is verified and listed, and one played offline waits for the network', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await declineLinkPrompt(page);
  await signIn(page, FAN, '/game/stickmanpoop');
  await controlled(page);

  const sent = page.waitForRequest((req) => req.url().endsWith('/api/v1/game/score'));
  const { seed, score } = await playUntilHit(page);
  const body = (await sent).postDataJSON();
  // The browser's own log and score, replayed in Node by the same module, give the same score.
  expect(body.score).toBe(score);
  expect(body.log.inputs.length).toBeGreaterThan(1);
  expect(replayStickman(seed, body.log)).toEqual({ ok: true, score });
  if (process.env.STICKMAN_RECORD)
    writeFileSync(process.env.STICKMAN_RECORD, `${JSON.stringify([{ seed, ...body }], null, 1)}\n`);
  await expect(page.getByTestId('stickman-outcome')).toContainText(
    `점수 ${score}점이 확인되어 순위에 올랐어요`,
  );
  await expect(page.getByTestId('game-my-rank')).toContainText(`${score}점`);

  await expect
    .poll(() =>
      page.evaluate(() => localStorage.getItem('shared_storage_game')?.match(/"stickman"/g)?.length ?? 0),
    )
    .toBeGreaterThanOrEqual(3);
  await page.context().setOffline(true);
  await page.goto('/game/stickmanpoop');
  await expect(page.getByRole('heading', { name: '똥 피하기', level: 1 })).toBeVisible();
  const offline = await playUntilHit(page);
  await expect(page.getByTestId('stickman-outcome')).toContainText(
    '오프라인이라 점수를 이 기기에 보관했어요',
  );

  await page.context().setOffline(false);
  await expect(page.getByText('오프라인에서 한 똥 피하기 점수가 확인됐어요')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByTestId('stickman-outcome')).toContainText(
    `점수 ${offline.score}점이 확인되어 순위에 올랐어요`,
  );
});

test('screens: stickman poop and its leaderboard', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [390, 1440] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      const page = await context.newPage();
      await declineLinkPrompt(page);
      await signIn(page, FAN, '/game/stickmanpoop');
      await expect(page.getByTestId('game-rank-row').first()).toBeVisible();
      await page.getByRole('button', { name: '시작' }).click();
      await expect(field(page)).toHaveAttribute('data-phase', 'playing');
      // A few seconds in, so poop is falling in the shot.
      await page.waitForTimeout(2500);
      await page.screenshot({
        path: `tests/e2e/screens/stickman-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await context.close();
    }
});
