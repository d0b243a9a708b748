import { OMOK_SIZE } from '../../src/contract/games/omok';
import { apiSession, CREW, controlled, declineLinkPrompt, FAN, signIn, signInContext } from './support';
import { expect, type Locator, type Page, test } from './test';

/**
 * Omok (issue 14 item 1): after one online visit the page opens with the network off and plays
 * against the computer (in its worker); two members play an online match to a win.
 */

/** Clicks the point (x, y) of a board canvas (the geometry of draw-board.ts). */
async function clickPoint(board: Locator, x: number, y: number) {
  await board.scrollIntoViewIfNeeded();
  const bb = await board.boundingBox();
  if (!bb) throw new Error('no board');
  const gap = bb.width / (OMOK_SIZE + 0.6);
  const margin = gap * 0.8;
  await board.page().mouse.click(bb.x + margin + x * gap, bb.y + margin + y * gap);
}

test('the omok page opens offline after one visit and plays against the computer', async ({ page }) => {
  test.setTimeout(60_000);
  await declineLinkPrompt(page);
  await signIn(page, FAN, '/game/omok-simulator');
  await controlled(page);
  await page.context().setOffline(true);
  await page.reload();
  const board = page.getByTestId('omok-board');
  const status = page.getByTestId('omok-status');
  await expect(status).toHaveText('내 차례예요 (흑).');
  await clickPoint(board, 7, 7);
  // The computer (in its worker) replies, and it is black's turn again.
  await expect(status).toHaveText('내 차례예요 (흑).');
  await expect(board).toHaveAttribute('data-moves', '2');
  await clickPoint(board, 7, 7);
  await expect(page.getByRole('status').filter({ hasText: '이미 돌이 놓인 자리예요.' })).toBeVisible();
  await page.getByRole('button', { name: '무르기' }).click();
  await expect(board).toHaveAttribute('data-moves', '0');
});

test('two members play an online omok match to a win', async ({ browser }) => {
  test.setTimeout(90_000);
  const pages: Page[] = [];
  for (const account of [FAN, CREW]) {
    const context = await browser.newContext();
    await signInContext(context, account);
    const page = await context.newPage();
    await declineLinkPrompt(page);
    pages.push(page);
  }
  const [host, guest] = pages as [Page, Page];
  await host.goto('/game/omok-simulator?mode=online');
  await host.getByRole('button', { name: '대국 방 만들기' }).click();
  await expect(host.getByTestId('omok-match')).toHaveAttribute('data-status', 'waiting');
  await guest.goto('/game/omok-simulator?mode=online');
  await guest
    .getByTestId('omok-room')
    .filter({ hasText: '대기 중' })
    .getByRole('button', { name: '참가' })
    .first()
    .click();
  await expect(guest.getByTestId('omok-match')).toHaveAttribute('data-status', 'playing');
  await expect(host.getByTestId('omok-match')).toHaveAttribute('data-status', 'playing');

  // The host is black and builds row 7; the guest plays along row 0.
  const boards = pages.map((p) => p.getByTestId('omok-match-board'));
  for (let n = 0; n < 9; n++) {
    const [x, y] = n % 2 === 0 ? [3 + n / 2, 7] : [(n - 1) * 2, 0];
    await expect(pages[n % 2]!.getByTestId('omok-match-status')).toContainText('내 차례예요');
    await clickPoint(boards[n % 2]!, x, y);
    for (const board of boards) await expect(board).toHaveAttribute('data-moves', String(n + 1));
  }
  for (const page of pages) {
    await expect(page.getByTestId('omok-match-status')).toHaveAttribute('data-result', 'win');
    await expect(page.getByTestId('omok-match-status')).toContainText('흑');
    await expect(page.getByTestId('omok-match-status')).toContainText('승리 (오목 완성)');
  }
  for (const page of pages) await page.context().close();
});

test('screens: omok against the computer', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const colorScheme of ['light', 'dark'] as const)
    for (const width of [390, 1440] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      const page = await context.newPage();
      await declineLinkPrompt(page);
      await signIn(page, FAN, '/game/omok-simulator');
      const board = page.getByTestId('omok-board');
      for (const [x, y] of [
        [7, 7],
        [8, 8],
        [6, 8],
      ] as const) {
        const before = Number(await board.getAttribute('data-moves'));
        await clickPoint(board, x, y);
        await expect(board).toHaveAttribute('data-moves', String(before + 2));
      }
      await page.screenshot({ path: `tests/e2e/screens/omok-${width}-${colorScheme}.png`, fullPage: true });

      // An online match in play, the member to move (white) with the clock running.
      const crew = await apiSession(browser, CREW);
      const room = await (await crew.request.post('/api/v1/game-match', { data: { kind: 'omok' } })).json();
      expect((await page.request.post(`/api/v1/game-match/${room.id}/join`)).ok()).toBe(true);
      const moves: [typeof crew.request, number][] = [
        [crew.request, 112],
        [page.request, 128],
        [crew.request, 127],
      ];
      for (const [n, [request, point]] of moves.entries())
        expect(
          (await request.post(`/api/v1/game-match/${room.id}/omok`, { data: { point, moveNumber: n } })).ok(),
        ).toBe(true);
      await page.goto(`/game/omok-simulator?match=${room.id}`);
      await expect(page.getByTestId('omok-match-status')).toHaveText('내 차례예요 (백).');
      await page.screenshot({
        path: `tests/e2e/screens/omok-match-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await crew.close();
      await context.close();
    }
});
