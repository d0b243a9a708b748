import {
  apiSession,
  controlled,
  declineLinkPrompt,
  linkSoop,
  MANAGER,
  NEWBIE,
  signIn,
  signInContext,
} from './support';
import { type Browser, expect, test } from './test';

/** The daily check-in, the rank tier it can raise, and the point history read offline. */

/** A new member of this spec, linked to SOOP as checking in needs (the demo's newbie is not). */
async function newMember(browser: Browser) {
  const tag = Date.now().toString(36);
  const member = { username: `ci${tag}`, password: 'goodpass1', nickname: `출석${tag.slice(-6)}` };
  const context = await browser.newContext();
  expect((await context.request.post('/api/v1/user/register', { data: member })).ok()).toBe(true);
  await signInContext(context, member);
  await linkSoop(context.request, member.username);
  await context.close();
  return member;
}

test('a check-in in one tab moves the balance and the rank icon live in another, and the history reads offline', async ({
  page,
  context,
  browser,
}) => {
  await declineLinkPrompt(page);
  const member = await newMember(browser);
  await signIn(page, member, '/user/me/point');
  await controlled(page);
  const me = (await (await page.request.get('/api/v1/user/me')).json()) as { uuid: string };

  // 5 points short of the second tier (반쪽 병아리 at 10,000 earned), so today's check-in reaches it.
  const manager = await apiSession(browser, MANAGER);
  const before = (await (await page.request.get('/api/v1/user/me/point')).json()) as { earned: number };
  const adjusted = await manager.request.post('/api/v1/user/user-point', {
    data: {
      userUuid: me.uuid,
      type: 'C',
      amount: 9_995 - before.earned,
      memo: '이벤트 참여',
      idempotencyKey: 'e2e-check-in-1',
    },
  });
  expect(adjusted.ok()).toBe(true);
  await manager.close();

  const history = page;
  const { point: balanceBefore } = (await (await page.request.get('/api/v1/user/me/point')).json()) as {
    point: number;
  };
  await expect(history.getByTestId('point-balance')).toHaveText(`${balanceBefore.toLocaleString('ko-KR')}P`);
  await expect(history.getByTestId('point-tier')).toHaveText('올챙이');

  // The second tab checks in from the check-in page.
  const tab = await context.newPage();
  await tab.goto('/event/check-in-point-rank');
  await tab.getByRole('button', { name: '출석 체크', exact: true }).click();
  await expect(tab.getByRole('button', { name: '오늘 출석 완료' })).toBeDisabled();
  await expect(tab.getByTestId('check-in-streak')).toHaveText('1일 연속 출석 중');
  await expect(tab.getByRole('listitem').filter({ hasText: member.nickname }).first()).toBeVisible();

  // No reload in the first tab: the point topic brings the balance, the tier and the history row.
  await history.bringToFront();
  await expect(history.getByTestId('point-balance')).toHaveText(
    `${(balanceBefore + 10).toLocaleString('ko-KR')}P`,
  );
  await expect(history.getByTestId('point-tier')).toHaveText('반쪽 병아리');
  await expect(history.locator('svg[data-rank="CF"]').first()).toBeVisible();
  await expect(history.getByTestId('point-row').first()).toContainText('출석 체크');
  await history.getByRole('button', { name: `${member.nickname} 메뉴` }).click();
  await expect(history.getByRole('menu').locator('svg[data-rank="CF"]')).toBeVisible();
  await history.keyboard.press('Escape');

  // Offline, the kept summary and history stand.
  await tab.close();
  await context.setOffline(true);
  await history.reload();
  await expect(history.getByTestId('point-balance')).toHaveText(
    `${(balanceBefore + 10).toLocaleString('ko-KR')}P`,
  );
  await expect(history.getByTestId('point-row').first()).toContainText('1일 연속 출석');
  await expect(history.getByTestId('point-row').filter({ hasText: '이벤트 참여' })).toBeVisible();
  await context.setOffline(false);
});

test('the rank modal lists every tier with its points, from the history page', async ({ page }) => {
  await declineLinkPrompt(page);
  await signIn(page, NEWBIE, '/user/me/point');
  await page.getByRole('button', { name: '등급 안내' }).click();
  const modal = page.getByRole('dialog', { name: '등급 안내' });
  await expect(modal.getByRole('listitem')).toHaveCount(15);
  await expect(modal.getByRole('listitem').filter({ hasText: '간지구' })).toContainText('100,000,000P');
  await expect(modal.locator('svg[data-rank]').first()).toHaveAttribute('width', '64');
  await modal.getByRole('button', { name: '닫기' }).click();
  await expect(modal).toBeHidden();
});
