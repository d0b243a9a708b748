import { apiSession, CREW, controlled, MANAGER, signIn } from './support';
import { expect, type Page, test } from './test';

/** The member's point balance: live from the point topic, kept for reading offline. */

const pointRow = (page: Page) => page.getByRole('definition').filter({ hasText: /^[\d,]+P$/ });

test('a manager’s adjustment shows at once in the menu and on the profile, and reads offline', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, CREW, '/user/me/info');
  await controlled(page);
  // Other specs may have paid this member (earning for posts and likes): start from what they hold.
  await expect(pointRow(page)).toHaveText(/^[\d,]+P$/);
  const before = Number((await pointRow(page).textContent())?.replace(/[^\d]/g, ''));
  const after = `${(before + 1_500).toLocaleString('ko-KR')}P`;
  const me = (await (await page.request.get('/api/v1/user/me')).json()) as { uuid: string };

  const manager = await apiSession(browser, MANAGER);
  const adjusted = await manager.request.post('/api/v1/user/user-point', {
    data: {
      userUuid: me.uuid,
      type: 'C',
      amount: 1_500,
      memo: '방송 도움 감사',
      idempotencyKey: 'e2e-crew-1',
    },
  });
  expect(adjusted.ok()).toBe(true);
  await manager.close();

  // No reload: the point topic brings the new balance to the profile and the avatar menu.
  await expect(pointRow(page)).toHaveText(after);
  await page.getByRole('button', { name: '씨나인크루 메뉴' }).click();
  await expect(page.getByRole('menu').getByText(after)).toBeVisible();
  await page.keyboard.press('Escape');

  // Offline, the kept balance stands, not the one the session held at login.
  await context.setOffline(true);
  await page.reload();
  await expect(pointRow(page)).toHaveText(after);
  await context.setOffline(false);
});
