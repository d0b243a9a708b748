import { writeFileSync } from 'node:fs';
import { APPLE_COLS, APPLE_ROWS, type CellBox, replayApple } from '../../src/contract/games/apple';
import { playApple } from '../unit/apple-solver';
import { controlled, declineLinkPrompt, FAN, signIn } from './support';
import { expect, type Page, test } from './test';

/**
 * The apple game (issue 14 items 3, 5, 6): a game played to its end by dragging boxes of ten on
 * the canvas, its score verified by the server's replay and listed; then, with the network off
 * after that one visit, the page opens and plays on a kept seed and the score waits on the device
 * until the network returns. The boxes come from the page's own seed through the game module.
 */

const board = (page: Page) => page.getByTestId('apple-board');

/** Where a cell's point (fractions of the cell) is on screen; an upright board shows the field turned. */
async function cellPoint(page: Page, col: number, row: number, within: number) {
  const bb = await board(page).boundingBox();
  if (!bb) throw new Error('no board');
  const upright = bb.height > bb.width;
  const [x, y, across, down] = upright
    ? [row, col, APPLE_ROWS, APPLE_COLS]
    : [col, row, APPLE_COLS, APPLE_ROWS];
  return { x: bb.x + ((x + within) * bb.width) / across, y: bb.y + ((y + within) * bb.height) / down };
}

/** Drags over the box's cells: from just inside its first cell's centre to past its last's. */
async function dragBox(page: Page, box: CellBox, release = true) {
  const from = await cellPoint(page, box.col0, box.row0, 0.2);
  const to = await cellPoint(page, box.col1, box.row1, 0.8);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 2 });
  if (release) await page.mouse.up();
}

/** Starts a game and plays every box of ten the seed's field gives, which ends it; answers the seed and score. */
async function playToTheEnd(page: Page) {
  await page.getByRole('button', { name: /^(시작|다시 하기)$/ }).click();
  await expect(board(page)).toHaveAttribute('data-phase', 'playing');
  const seed = (await board(page).getAttribute('data-seed')) as string;
  const { log, score } = playApple(seed);
  for (const [, col0, row0, col1, row1] of log) await dragBox(page, { col0, row0, col1, row1 });
  await expect(board(page)).toHaveAttribute('data-phase', 'over');
  await expect(page.getByTestId('apple-score')).toHaveText(`점수 ${score}`);
  return { seed, score };
}

test('an apple game played by drag lands on the leaderboard, and one played offline waits for the network', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await declineLinkPrompt(page);
  await signIn(page, FAN, '/game/apple');
  await controlled(page);

  const sent = page.waitForRequest((req) => req.url().endsWith('/api/v1/game/score'));
  const { seed, score } = await playToTheEnd(page);
  const body = (await sent).postDataJSON();
  // The browser's own log and score, replayed in Node by the same module, give the same score.
  expect(body.score).toBe(score);
  expect(replayApple(seed, body.log)).toEqual({ ok: true, score });
  if (process.env.APPLE_RECORD) writeFileSync(process.env.APPLE_RECORD, JSON.stringify([{ seed, ...body }]));
  await expect(page.getByTestId('apple-outcome')).toContainText(`점수 ${score}점이 확인되어 순위에 올랐어요`);
  await expect(page.getByTestId('game-my-rank')).toContainText('점');

  // Seeds for offline games are kept on the device while online.
  await expect
    .poll(() =>
      page.evaluate(() => localStorage.getItem('shared_storage_game')?.match(/seedId/g)?.length ?? 0),
    )
    .toBeGreaterThanOrEqual(3);
  await page.context().setOffline(true);
  // A period never loaded: the game opens and plays without its leaderboard.
  await page.goto('/game/apple?period=week');
  await expect(page.getByRole('heading', { name: '사과 게임', level: 1 })).toBeVisible();
  await expect(page.getByTestId('game-leaderboard-missing')).toBeVisible();
  const offline = await playToTheEnd(page);
  await expect(page.getByTestId('apple-outcome')).toContainText('오프라인이라 점수를 이 기기에 보관했어요');

  await page.context().setOffline(false);
  await expect(page.getByText('오프라인에서 한 사과 게임 점수가 확인됐어요')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`${offline.score}점이 순위에 올랐어요.`)).toBeVisible();
  await expect(page.getByTestId('apple-outcome')).toContainText(
    `점수 ${offline.score}점이 확인되어 순위에 올랐어요`,
  );
});

test('screens: the apple game and its leaderboard', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [390, 1440] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      const page = await context.newPage();
      await declineLinkPrompt(page);
      await signIn(page, FAN, '/game/apple');
      await expect(page.getByTestId('game-rank-row').first()).toBeVisible();
      await page.getByRole('button', { name: '시작' }).click();
      await expect(board(page)).toHaveAttribute('data-phase', 'playing');
      // A box being dragged, so the shot shows the selection too.
      const [first] = playApple((await board(page).getAttribute('data-seed')) as string, 1).log;
      if (first)
        await dragBox(page, { col0: first[1], row0: first[2], col1: first[3], row1: first[4] }, false);
      await page.screenshot({ path: `tests/e2e/screens/apple-${width}-${colorScheme}.png`, fullPage: true });
      await context.close();
    }
});
