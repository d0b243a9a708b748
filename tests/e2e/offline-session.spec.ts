import { atPath, controlled, FAN, signIn, simulator } from './support';
import { expect, type Page, test } from './test';

/** A signed-in member who reloads while offline stays signed in on their cached pages. */

async function signInAndSettle(page: Page, next: string) {
  await signIn(page, FAN, next);
  // The service worker installs before the reload, so the reloaded page is controlled from its start.
  await controlled(page);
  // Right after login the page may still paint the signed-out database; a reload starts on the
  // member's own database, so what shows after it is what that database holds.
  await page.reload();
  await controlled(page);
}

test('a members-only board reloads offline for the signed-in member', async ({ page, context }) => {
  await signInAndSettle(page, '/board/free');
  // Both the board and its rows must have reached the member's database: on a fresh database the
  // list's first rows can come from the on-demand older-page fetch before the boards are pulled.
  await expect(page.getByRole('heading', { name: '자유게시판' })).toBeVisible();
  await expect(page.getByTestId('post-row').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(atPath('/board/free'));
  await expect(page.getByRole('heading', { name: '자유게시판' })).toBeVisible();
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  await expect(page.getByText('오프라인 상태예요', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^알림/ })).toBeVisible();
  await context.setOffline(false);
});

test('/live reloads offline for the signed-in member with the last stations and notices', async ({
  page,
  context,
}) => {
  await simulator(page, 'c9song/live', 'POST', { title: '노래 신청 받아요' });
  await simulator(page, 'c9song/notice', 'POST', { title: '노래 방송 공지' });
  await signInAndSettle(page, '/live');
  await expect(page.getByTestId('live-card').filter({ hasText: '노래 신청 받아요' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('notice').filter({ hasText: '노래 방송 공지' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('live-card').filter({ hasText: '노래 신청 받아요' })).toBeVisible();
  await expect(page.getByTestId('notice').filter({ hasText: '노래 방송 공지' })).toBeVisible();
  await context.setOffline(false);
  await simulator(page, 'c9song/live', 'DELETE');
});
