import type { GameMatch } from '../../src/contract/game-match';
import { BOARD, computerShot, type Side, type Stone, settle } from '../../src/contract/games/alkkagi';
import { RIM } from '../../src/features/game/alkkagi/draw-alkkagi';
import { apiSession, CREW, declineLinkPrompt, FAN, signIn, signInContext } from './support';
import { type APIRequestContext, expect, type Page, test } from './test';

/**
 * Online alkkagi (issue 14): two members play a match; each shot made on one page rolls on both
 * and comes to rest on the server's stones (which the shared physics, run here, reproduces).
 */

type AlkkagiBoard = Extract<GameMatch['board'], { kind: 'alkkagi' }>;
const board = (page: Page) => page.getByTestId('alkkagi-match-board');
const restOf = (stones: readonly Stone[]) => JSON.stringify(stones.map((s) => [s.x, s.y, s.out]));

async function read(request: APIRequestContext, id: string): Promise<GameMatch> {
  return (await request.get(`/api/v1/p/game-match/${id}`)).json();
}

/**
 * Pulls a stone back by (dx, dy) game units on the room's canvas and lets go (or holds it); white's
 * player sees the board turned half round.
 */
async function pull(page: Page, stone: Stone, dx: number, dy: number, release = true) {
  const turned = stone.side === 'white';
  const bb = await board(page).boundingBox();
  if (!bb) throw new Error('no board');
  const span = BOARD + 2 * RIM;
  const at = (x: number, y: number) => ({
    x: bb.x + (((turned ? BOARD - x : x) + RIM) * bb.width) / span,
    y: bb.y + (((turned ? BOARD - y : y) + RIM) * bb.height) / span,
  });
  const from = at(stone.x, stone.y);
  const to = at(stone.x + dx, stone.y + dy);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  if (release) await page.mouse.up();
}

/**
 * Both pages show `shots` shots at rest, on exactly the server's stones. A page rolls a shot as
 * soon as it is let go, so the server is read once it has stored that many.
 */
async function bothShow(pages: Page[], request: APIRequestContext, id: string, shots: number) {
  let match: GameMatch | undefined;
  await expect
    .poll(async () => {
      match = await read(request, id);
      return (match.board as AlkkagiBoard).shots;
    })
    .toBe(shots);
  const stones = (match!.board as AlkkagiBoard).stones;
  for (const page of pages) {
    await expect(board(page)).toHaveAttribute('data-shots', String(shots), { timeout: 15_000 });
    await expect(board(page)).toHaveAttribute('data-rest', restOf(stones));
  }
  return match!;
}

test('two members play an online alkkagi match: shots roll on both pages and a win shows on both', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const pages: Page[] = [];
  for (const account of [FAN, CREW]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    await signInContext(context, account);
    const page = await context.newPage();
    await declineLinkPrompt(page);
    pages.push(page);
  }
  const [host, guest] = pages as [Page, Page];
  await host.goto('/game/alkkagi-simulator');
  await host.getByRole('button', { name: '온라인 대국' }).click();
  await host.getByRole('button', { name: '대국 방 만들기' }).click();
  await expect(host.getByTestId('alkkagi-match')).toHaveAttribute('data-status', 'waiting');
  const id = new URL(host.url()).searchParams.get('match') as string;
  await guest.goto('/game/alkkagi-simulator?mode=online');
  await guest
    .getByTestId('alkkagi-room')
    .filter({ hasText: '대기 중' })
    .getByRole('button', { name: '참가' })
    .first()
    .click();
  for (const page of pages)
    await expect(page.getByTestId('alkkagi-match')).toHaveAttribute('data-status', 'playing');
  await expect(guest).toHaveURL(new RegExp(id));

  // The host (black) flicks the centre stone straight up at white's centre stone.
  await expect(host.getByTestId('alkkagi-match-status')).toContainText('내 차례예요 (흑)');
  const opening = (await read(host.request, id)).board as AlkkagiBoard;
  await pull(host, opening.stones[2]!, 0, 22_000);
  let match = await bothShow(pages, host.request, id, 1);
  let shown = match.board as AlkkagiBoard;
  expect(shown.stones).toEqual(settle(opening.stones, shown.last!, 'black'));

  // The guest (white) flicks its first stone left on the board down at black.
  await expect(guest.getByTestId('alkkagi-match-status')).toContainText('내 차례예요 (백)');
  const white = shown.stones.find((s) => !s.out && s.side === 'white')!;
  await pull(guest, white, 0, -20_000);
  match = await bothShow(pages, host.request, id, 2);
  const before = shown.stones;
  shown = match.board as AlkkagiBoard;
  expect(shown.stones).toEqual(settle(before, shown.last!, 'white'));

  // A reload (as after a dropped connection) reads the room again: the same stones, black to move.
  await guest.reload();
  await bothShow([guest], host.request, id, 2);
  await expect(guest.getByTestId('alkkagi-match-status')).toContainText('흑');

  // The rest is shot over the API, as the hard computer would, until one side has no stones.
  const requests = [host.request, guest.request];
  while (match.status === 'playing' && shown.shots < 60) {
    const side: Side = shown.shots % 2 === 0 ? 'black' : 'white';
    const shot = computerShot(shown.stones, side, 'hard')!;
    const res = await requests[shown.shots % 2]!.post(`/api/v1/game-match/${id}/alkkagi`, {
      data: { ...shot, shotNumber: shown.shots },
    });
    expect(res.ok(), await res.text()).toBe(true);
    match = await res.json();
    shown = match.board as AlkkagiBoard;
  }
  expect(match.status).toBe('finished');
  await bothShow(pages, host.request, id, shown.shots);
  for (const page of pages) {
    const status = page.getByTestId('alkkagi-match-status');
    await expect(status).toHaveAttribute('data-result', match.result!.end);
    if (match.result?.winner !== null) await expect(status).toContainText('승리 (상대 돌을 모두 떨어뜨림)');
  }
  for (const page of pages) await page.context().close();
});

test('screens: an online alkkagi match in play', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [390, 1440] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      const page = await context.newPage();
      await declineLinkPrompt(page);
      await signIn(page, FAN, '/game/alkkagi-simulator');
      // The crew opens, the member joins as white; black has shot once, white is to move.
      const crew = await apiSession(browser, CREW);
      const room = await (
        await crew.request.post('/api/v1/game-match', { data: { kind: 'alkkagi' } })
      ).json();
      expect((await page.request.post(`/api/v1/game-match/${room.id}/join`)).ok()).toBe(true);
      const shot = computerShot((room.board as AlkkagiBoard).stones, 'black', 'hard')!;
      expect(
        (
          await crew.request.post(`/api/v1/game-match/${room.id}/alkkagi`, {
            data: { ...shot, shotNumber: 0 },
          })
        ).ok(),
      ).toBe(true);
      await page.goto(`/game/alkkagi-simulator?match=${room.id}`);
      await expect(page.getByTestId('alkkagi-match-status')).toContainText('내 차례예요 (백)');
      await expect(board(page)).toHaveAttribute('data-shots', '1');
      const stones = ((await read(page.request, room.id)).board as AlkkagiBoard).stones;
      await pull(page, stones.find((s) => !s.out && s.side === 'white')!, 5_000, -12_000, false);
      await page.screenshot({ path: `/tmp/alkkagi-match-${width}-${colorScheme}.png`, fullPage: true });
      await crew.close();
      await context.close();
    }
});
