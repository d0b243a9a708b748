import { ADMIN, signIn } from './support';
import { expect, test } from './test';

/** The admin opens a dream ticket from /admin/event/dream-ticket; it appears on the public list. */
test('an admin opens a dream ticket with Seoul times and it is listed for members', async ({ page }) => {
  await signIn(page, ADMIN, '/admin/event/dream-ticket');
  await expect(page.getByRole('heading', { name: '드림티켓 관리', level: 1 })).toBeVisible();
  const title = `관리자 드림 ${Date.now().toString(36)}`;
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('상품').fill('사인 유니폼');
  await page.getByLabel('판매 시작 (한국 시간)').fill('2030-01-01T10:00');
  await page.getByLabel('판매 종료 (한국 시간)').fill('2030-01-02T10:00');
  await page.getByLabel('추첨 시각 (한국 시간)').fill('2030-01-01T09:00');
  await page.getByRole('button', { name: '드림티켓 열기' }).click();
  await expect(page.getByText('추첨 시각은 판매 종료 이후여야 해요.')).toBeVisible();

  await page.getByLabel('추첨 시각 (한국 시간)').fill('2030-01-02T12:00');
  await page.getByRole('button', { name: '드림티켓 열기' }).click();
  const row = page.getByTestId('admin-dream-tickets').getByText(title);
  await expect(row).toBeVisible();
  await expect(page.getByTestId('admin-dream-tickets')).toContainText('추첨 2030.01.02(수) 12:00');

  await page.goto('/event/dream-ticket');
  await expect(page.getByTestId('dream-ticket-card').filter({ hasText: title })).toContainText('판매 예정');
});
