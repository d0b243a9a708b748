import { ADMIN, CREW, FAN, NEWBIE, signIn, signInContext, writePost } from './support';
import { expect, test } from './test';

/** Issue 19 item 9: the same thing is said with the same words wherever it is asked. */

test.use({ viewport: { width: 390, height: 844 } });

test('block and unblock confirmations use the same button words', async ({ page, browser }) => {
  const writer = await browser.newContext();
  await signInContext(writer, FAN);
  const postId = await writePost(writer.request, `버튼 말 확인 ${Date.now()}`);
  await writer.close();

  await signIn(page, CREW, `/board/free/${postId}`);
  await page.getByRole('button', { name: '차단' }).first().click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('차단하시겠습니까?');
  await expect(dialog.getByRole('button')).toHaveText(['취소', '차단'], { useInnerText: true });
  await dialog.getByRole('button', { name: '차단', exact: true }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/user/me/info');
  const row = page.getByTestId('block-row');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '차단 해제' }).click();
  await expect(dialog).toContainText('차단을 해제할까요?');
  await expect(dialog.getByRole('button')).toHaveText(['취소', '차단 해제'], { useInnerText: true });
  await dialog.getByRole('button', { name: '차단 해제' }).click();
  await expect(row).toHaveCount(0);
});

test('the SOOP id hint reads the same on the link page and in the admin dialog', async ({
  page,
  browser,
}) => {
  const hint = 'sooplive.co.kr/아이디 에서 아이디 부분만 입력하세요.';
  await signIn(page, NEWBIE, '/afreecatv-connect');
  await expect(page.getByText(hint)).toBeVisible();

  const admin = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const adminPage = await admin.newPage();
  await signIn(adminPage, ADMIN, '/admin/crew-member');
  await adminPage.getByRole('button', { name: '멤버 추가' }).click();
  const dialog = adminPage.getByRole('dialog', { name: '크루 멤버 추가' });
  await expect(dialog.getByText(hint)).toBeVisible();
  await expect(dialog.getByText('sooplive.com/station')).toHaveCount(0);
  await admin.close();
});
