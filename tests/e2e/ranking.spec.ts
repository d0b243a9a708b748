import { controlled, FAN, signIn } from './support';
import { expect, test } from './test';

/** Rankings (issue 11 item 7): periods, the member's own line, and reading offline from the cache. */

test('/rank/point shows the member’s line, switches periods and opens offline from its cache', async ({
  page,
  context,
}) => {
  await signIn(page, FAN, '/rank/point');
  // The ranking counts what was earned in the community (the demo balances are a staff grant):
  // checking in earns, and a second check-in the same day is refused but the first still counts.
  expect([200, 409]).toContain((await page.request.post('/api/v1/user/me/checked-in')).status());
  await expect(page.getByRole('heading', { name: '포인트 랭킹', level: 1 })).toBeVisible();
  await page.getByText('전체', { exact: true }).click();
  await expect(page).toHaveURL(/\/rank\/point\?period=all$/);
  await expect(page.getByTestId('my-rank')).toContainText('내 순위');
  await expect(page.getByTestId('rank-row').first()).toBeVisible();
  // The rank icon stands beside every member's name, the caller's own line included.
  await expect(page.getByTestId('my-rank').getByRole('img', { name: /^등급 / })).toBeVisible();
  await expect(
    page
      .getByTestId('rank-row')
      .first()
      .getByRole('img', { name: /^등급 / }),
  ).toBeVisible();
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '포인트 랭킹', level: 1 })).toBeVisible();
  await expect(page.getByTestId('my-rank')).toContainText('내 순위');
  await expect(page.getByTestId('stale-mark')).toContainText(/(방금 전|\d+분 전) 정보/);
  await context.setOffline(false);
});

test('the menu offers 랭킹 only to members', async ({ page }) => {
  await page.goto('/store');
  await expect(page.getByRole('heading', { name: '이모티콘 상점', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '상점' }).first()).toBeVisible();
  await expect(page.getByText('랭킹', { exact: true })).toHaveCount(0);
  await signIn(page, FAN, '/rank/donation');
  await expect(page.getByRole('heading', { name: '별풍선 랭킹', level: 1 })).toBeVisible();
});
