import { ADMIN, apiSession, controlled, FAN, MANAGER, signIn } from './support';
import { expect, type Page, test } from './test';

/**
 * Issue 27: a manager's point adjustment is capped and explained in the member dialog, and an
 * admin reads it in 운영 기록 (who, what, when in Seoul time, why), filters it, and opens it offline.
 */

const unique = () => Math.random().toString(36).slice(2, 8);
const rows = (page: Page) => page.getByTestId('staff-action-row');
const confirm = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
const seoulDay = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()).replaceAll('-', '.');

test("the member dialog shows a manager's cap and sends nothing over it or without a reason", async ({
  page,
}) => {
  await signIn(page, MANAGER, '/admin/user');
  await page.goto('/admin/user?q=soopfan&field=username');
  await page
    .getByRole('button', { name: /^관리: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('point-cap')).toHaveText(
    '한 번에 100,000P까지 조정할 수 있어요. (매니저 100,000P · 관리자 1,000,000P)',
  );
  const amount = dialog.getByLabel('조정할 포인트');
  const reason = dialog.getByLabel('조정 사유');
  const send = dialog.getByRole('button', { name: '조정하기' });
  // Over the cap: said at once, and nothing can be sent.
  await amount.fill('100001');
  await reason.fill('방송 퀴즈 정답');
  await expect(dialog.getByText('한 번에 100,000 포인트까지 조정할 수 있습니다.')).toBeVisible();
  await expect(send).toBeDisabled();
  // Within it, but no reason: still nothing to send.
  await amount.fill('2500');
  await reason.fill('  ');
  await expect(send).toBeDisabled();
  await reason.fill('방송 퀴즈 정답');
  const before = await dialog.getByTestId('moderation-point').textContent();
  await send.click();
  await confirm(page);
  await expect(dialog.getByTestId('moderation-point')).not.toHaveText(before ?? '');

  // Managers neither see the record in the menu nor open it.
  await page.goto('/admin/crew-member');
  await expect(page.getByRole('heading', { name: '크루 멤버', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '운영 기록' })).toHaveCount(0);
  await page.goto('/admin/staff-action');
  await expect(page).toHaveURL(/\/$/);
});

test("an admin reads a manager's adjustment in 운영 기록, with its reason, and filters by kind", async ({
  page,
  browser,
}) => {
  const memo = `방송 퀴즈 정답 ${unique()}`;
  const manager = await apiSession(browser, MANAGER);
  const fan = await apiSession(browser, FAN);
  const fanUuid = ((await (await fan.request.get('/api/v1/user/me')).json()) as { uuid: string }).uuid;
  await fan.close();
  const adjusted = await manager.request.post('/api/v1/user/user-point', {
    data: { userUuid: fanUuid, type: 'C', amount: 2_500, memo, idempotencyKey: `e2e-audit-${unique()}` },
  });
  expect(adjusted.ok()).toBe(true);
  await manager.close();

  await signIn(page, ADMIN, '/admin/crew-member');
  await page.getByRole('link', { name: '운영 기록' }).click();
  await expect(page.getByRole('heading', { name: '운영 기록', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('운영 기록 - 씨나인');
  const row = rows(page).filter({ hasText: memo });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('매니저 (manager)');
  await expect(row).toContainText('포인트 조정');
  await expect(row).toContainText('열혈팬');
  await expect(row).toContainText('2,500P 지급');
  await expect(row).toContainText(`사유: ${memo}`);
  // The device is in Los Angeles; the record is read in Seoul time.
  await expect(row.locator('time')).toContainText(seoulDay());

  // A board made here is another kind: the kind filter keeps the two apart.
  const boardId = `audit${unique()}`;
  expect((await page.request.post('/api/v1/p/board', { data: { id: boardId, name: '기록판' } })).ok()).toBe(
    true,
  );
  await page.getByLabel('종류').selectOption({ label: '게시판 생성' });
  await expect(page).toHaveURL(/action=BOARD_CREATE/);
  await expect(rows(page).filter({ hasText: '기록판' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: memo })).toHaveCount(0);
  await page.getByLabel('종류').selectOption({ label: '포인트 조정' });
  await expect(page).toHaveURL(/action=POINT_ADJUST/);
  await expect(rows(page).filter({ hasText: memo })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: '기록판' })).toHaveCount(0);

  // A row's target narrows the list to it; the chip takes it off again.
  await row.getByRole('button', { name: '회원 열혈팬의 기록만 보기' }).click();
  await expect(page.getByTestId('staff-action-target')).toContainText('회원 열혈팬');
  await expect(page).toHaveURL(/targetType=user/);
  await page.getByRole('button', { name: '대상 조건 지우기' }).click();
  await expect(page.getByTestId('staff-action-target')).toHaveCount(0);
  await page.request.delete(`/api/v1/p/board/${boardId}`);
});

test('운영 기록 opens offline from its cache with the stale mark', async ({ page, context }) => {
  await signIn(page, ADMIN, '/admin/crew-member');
  // At least one row to keep: a board made and deleted.
  const boardId = `offline${unique()}`;
  expect(
    (await page.request.post('/api/v1/p/board', { data: { id: boardId, name: '오프라인판' } })).ok(),
  ).toBe(true);
  expect((await page.request.delete(`/api/v1/p/board/${boardId}`)).ok()).toBe(true);
  await page.goto('/admin/staff-action');
  await expect(rows(page).first()).toBeVisible();
  const first = await rows(page).first().textContent();
  await expect(page.getByTestId('stale-mark')).toHaveCount(0);
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '운영 기록', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toHaveText(first ?? '');
  await expect(page.getByTestId('stale-mark')).toContainText('오프라인이라');
  await context.setOffline(false);
});
