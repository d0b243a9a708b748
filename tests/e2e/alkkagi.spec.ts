import { writeFileSync } from 'node:fs';
import { BOARD, type Side, type Stone, settle } from '../../src/contract/games/alkkagi';
import { RIM } from '../../src/features/game/alkkagi/draw-alkkagi';
import { declineLinkPrompt } from './support';
import { expect, type Page, test } from './test';

/**
 * Alkkagi (issue 14 items 2, 6): with the network off after one visit the page opens and plays
 * against the computer; each shot (the member's, pulled on the canvas, and the computer's) comes
 * to rest on the page exactly where the same physics module, run here in Node, puts it.
 */

const board = (page: Page) => page.getByTestId('alkkagi-board');

/** Where a point of the board is on screen. */
async function screenPoint(page: Page, x: number, y: number) {
  const bb = await board(page).boundingBox();
  if (!bb) throw new Error('no board');
  const span = BOARD + 2 * RIM;
  return { x: bb.x + ((x + RIM) * bb.width) / span, y: bb.y + ((y + RIM) * bb.height) / span };
}

/** Pulls a stone back by (dx, dy) game units and lets go, or holds it for a screenshot. */
async function pull(page: Page, stone: Stone, dx: number, dy: number, release = true) {
  const from = await screenPoint(page, stone.x, stone.y);
  const to = await screenPoint(page, stone.x + dx, stone.y + dy);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  if (release) await page.mouse.up();
}

/** The last shot the page played, the stones it started from and where the page's stones stopped. */
async function lastShot(page: Page) {
  const [shot, before, rest] = await Promise.all(
    ['data-shot', 'data-before', 'data-rest'].map((name) => board(page).getAttribute(name)),
  );
  const { side, shot: played } = JSON.parse(shot as string) as {
    side: Side;
    shot: { stone: number; vx: number; vy: number };
  };
  return {
    side,
    shot: played,
    before: JSON.parse(before as string) as Stone[],
    rest: JSON.parse(rest as string),
  };
}

const restOf = (stones: readonly Stone[] | null) => stones?.map((s) => [s.x, s.y, s.out]);

test('alkkagi opens offline after one visit, and every shot comes to rest where Node’s physics puts it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await declineLinkPrompt(page);
  await page.goto('/game/alkkagi-simulator');
  await expect(page.getByRole('heading', { name: '알까기', level: 1 })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  await page.context().setOffline(true);
  await page.reload();
  await expect(board(page)).toHaveAttribute('data-phase', 'aim');
  const drawn = () => board(page).evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());
  const opening = await drawn();

  // The member's centre stone pulled straight back: it flies up at the computer's centre stone.
  const centre: Stone = { side: 'black', x: 50_000, y: 75_000, vx: 0, vy: 0, out: false };
  await pull(page, centre, 0, 22_000);
  await expect(board(page)).toHaveAttribute('data-phase', 'thinking', { timeout: 15_000 });
  const mine = await lastShot(page);
  expect(mine.side).toBe('black');
  expect(restOf(settle(mine.before, mine.shot, 'black'))).toEqual(mine.rest);
  const whiteLeft = mine.rest.filter(
    ([, , out]: [number, number, boolean], i: number) => !out && i >= 5,
  ).length;
  await expect(page.getByTestId('alkkagi-counts')).toContainText(`컴퓨터(백) ${whiteLeft}`);

  // The computer answers, still offline; its shot agrees with Node's too.
  await expect(board(page)).toHaveAttribute('data-phase', /aim|over/, { timeout: 15_000 });
  const its = await lastShot(page);
  expect(its.side).toBe('white');
  expect(restOf(settle(its.before, its.shot, 'white'))).toEqual(its.rest);
  if (process.env.ALKKAGI_RECORD)
    writeFileSync(process.env.ALKKAGI_RECORD, `${JSON.stringify([mine, its])}\n`);

  // 새 게임 between shots, while no stone moves: the opening is drawn again at once.
  await page.getByRole('button', { name: '새 게임' }).click();
  await expect(page.getByTestId('alkkagi-counts')).toContainText('컴퓨터(백) 5');
  await expect.poll(drawn).toBe(opening);
});

test('screens: alkkagi against the computer', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [390, 1440] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      const page = await context.newPage();
      await declineLinkPrompt(page);
      await page.goto('/game/alkkagi-simulator');
      await expect(board(page)).toHaveAttribute('data-phase', 'aim');
      // A pull being held, so the shot shows the aim.
      await pull(
        page,
        { side: 'black', x: 33_333, y: 75_000, vx: 0, vy: 0, out: false },
        -6_000,
        14_000,
        false,
      );
      await page.screenshot({
        path: `tests/e2e/screens/alkkagi-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await context.close();
    }
});
