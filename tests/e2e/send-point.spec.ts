import { apiSession, CREW, FAN, signIn } from './support';
import { expect, test } from './test';

/** 포인트 보내기 on the point history page (PRODUCT.md "Transfers"): checks, a confirmation, the balance. */

const points = (text: string | null) => Number(text?.replace(/[^\d]/g, ''));

test('a member sends points to another by nickname after a confirmation, with Korean refusals', async ({
  page,
  browser,
}) => {
  const crew = await apiSession(browser, CREW);
  const crewMe = (await (await crew.request.get('/api/v1/user/me')).json()) as { nickname: string };
  await signIn(page, FAN, '/user/me/point');
  const fanMe = (await (await page.request.get('/api/v1/user/me')).json()) as {
    uuid: string;
    nickname: string;
  };
  const balance = page.getByTestId('point-balance');
  await expect(balance).toHaveText(/^[\d,]+P$/);
  const before = points(await balance.textContent());

  await page.getByRole('button', { name: '포인트 보내기' }).click();
  const dialog = page.getByRole('dialog', { name: '포인트 보내기' });
  const nickname = dialog.getByLabel('받는 회원 닉네임');
  const amount = dialog.getByLabel('보낼 포인트');
  const send = dialog.getByRole('button', { name: '보내기' });

  await send.click();
  await expect(dialog).toContainText('받는 회원의 닉네임을 입력해 주세요.');
  await nickname.fill(fanMe.nickname);
  await amount.fill('1');
  await send.click();
  await expect(dialog).toContainText('자기 자신에게는 보낼 수 없습니다.');
  await nickname.fill(crewMe.nickname);
  await amount.fill(String(before + 1));
  await send.click();
  await expect(dialog).toContainText('포인트가 부족합니다.');

  // The server's refusal shows on the field: no such member.
  await nickname.fill('없는회원닉네임');
  await amount.fill('3');
  await send.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '보내기' }).click();
  await expect(dialog).toContainText('받는 회원을 찾을 수 없습니다.');

  // Asked first: cancelling sends nothing.
  await nickname.fill(crewMe.nickname);
  await dialog.getByLabel('메시지 (선택)').fill('방송 잘 봤어요');
  await send.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`${crewMe.nickname}님에게 3P를 보낼까요?`);
  await confirm.getByRole('button', { name: '취소' }).click();
  await expect(balance).toHaveText(`${before.toLocaleString('ko-KR')}P`);

  await send.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '보내기' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${crewMe.nickname}님에게 3P를 보냈습니다.`)).toBeVisible();
  // The balance moves live, and the history names the transfer.
  await expect(balance).toHaveText(`${(before - 3).toLocaleString('ko-KR')}P`);
  await expect(page.getByText(`${crewMe.nickname}님에게: 방송 잘 봤어요`)).toBeVisible();

  // Given back, so the shared demo members hold what they held.
  const back = await crew.request.post('/api/v1/user/send-point', {
    data: { receiverUuid: fanMe.uuid, amount: 3, idempotencyKey: `send-back-${Date.now()}` },
  });
  expect(back.ok()).toBe(true);
  await crew.close();
});
