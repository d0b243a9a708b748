import { ADMIN, apiSession, controlled, linkSoop, MANAGER, signIn } from './support';
import { type Browser, expect, test } from './test';

/** The reward gift shop (issue 12 item 5): first come first served for points, codes only for the winner. */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** A new member of this spec, signed in on a page of its own, so no shared demo balance moves. */
async function newMember(browser: Browser, prefix: string) {
  const tag = unique();
  const member = { username: `${prefix}${tag}`, password: 'goodpass1', nickname: `리워드${tag.slice(-6)}` };
  const context = await browser.newContext();
  expect((await context.request.post('/api/v1/user/register', { data: member })).ok()).toBe(true);
  // Entering pays prizes: it needs a linked SOOP account.
  const linking = await apiSession(browser, member);
  await linkSoop(linking.request, member.username);
  await linking.close();
  const page = await context.newPage();
  // The SOOP link prompt asks an unlinked member a few seconds after a tab opens; it covers the page.
  await page.addLocatorHandler(page.getByRole('alertdialog', { name: 'SOOP 계정 연동' }), (prompt) =>
    prompt.getByRole('button', { name: '아니오' }).click(),
  );
  await signIn(page, member, '/event/reward');
  const { uuid } = (await (await page.request.get('/api/v1/user/me')).json()) as { uuid: string };
  return { ...member, uuid, page };
}

async function givePoints(browser: Browser, userUuid: string, amount: number) {
  const manager = await apiSession(browser, MANAGER);
  const res = await manager.request.post('/api/v1/user/user-point', {
    data: { userUuid, type: 'C', amount, memo: '리워드 테스트', idempotencyKey: `e2e-reward-${unique()}` },
  });
  expect(res.ok()).toBe(true);
  await manager.close();
}

test('one gift for the first member with points, its code only for them, the shelf read offline', async ({
  page,
  browser,
}) => {
  // Three members in three contexts and a page reload offline: longer than one page's test.
  test.setTimeout(180_000);
  const name = `E2E 커피 쿠폰 ${unique()}`;
  await signIn(page, ADMIN, '/admin/reward-giftshow');
  await expect(page.getByRole('heading', { name: '리워드 기프트샵', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '상품 추가' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('상품 이름').fill(name);
  await dialog.getByLabel('응모 포인트').fill('30');
  await dialog.getByLabel('수량 (선착순)').fill('1');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(page.getByTestId('admin-reward-item').filter({ hasText: name })).toContainText('0 / 1');

  // Without points: refused, nothing charged, nothing handed out.
  const first = await newMember(browser, 'rwa');
  const card = first.page.getByTestId('reward-item').filter({ hasText: name });
  await expect(card.getByTestId('reward-stock')).toHaveText('남은 수량 1 / 1');
  await card.getByRole('button', { name: '응모하기' }).click();
  await first.page.getByRole('button', { name: '응모', exact: true }).click();
  await expect(
    first.page.getByText('포인트가 부족합니다. 이 상품은 30P가 필요해요.', { exact: false }),
  ).toBeVisible();
  await first.page.getByRole('button', { name: '확인' }).click();
  await expect(card.getByTestId('reward-stock')).toHaveText('남은 수량 1 / 1');

  await givePoints(browser, first.uuid, 50);
  await card.getByRole('button', { name: '응모하기' }).click();
  await first.page.getByRole('button', { name: '응모', exact: true }).click();
  await expect(first.page.getByText(`${name} 당첨!`)).toBeVisible();
  await expect(card.getByTestId('reward-stock')).toHaveText('남은 수량 0 / 1');
  await expect(card.getByRole('button', { name: '받은 상품' })).toBeDisabled();
  const gift = first.page.getByTestId('my-gift').filter({ hasText: name });
  await expect(gift).toContainText('선물을 준비하고 있어요');

  const second = await newMember(browser, 'rwb');
  await givePoints(browser, second.uuid, 50);
  const late = second.page.getByTestId('reward-item').filter({ hasText: name });
  await expect(late.getByRole('button', { name: '소진되었어요' })).toBeDisabled();

  await page.reload();
  const winner = page.getByTestId('reward-winner').filter({ hasText: first.nickname });
  await winner.getByRole('button', { name: '발송 처리' }).click();
  await page.getByRole('dialog').getByLabel('기프티콘 코드').fill('COFFEE-2026-E2E');
  await page.getByRole('dialog').getByRole('button', { name: '발송 완료' }).click();
  await expect(winner).toContainText('COFFEE-2026-E2E');

  await first.page.reload();
  await expect(gift.getByTestId('gift-code')).toHaveText('COFFEE-2026-E2E');
  await second.page.reload();
  await expect(second.page.getByRole('heading', { name: '리워드', level: 1 })).toBeVisible();
  await expect(second.page.getByText('COFFEE-2026-E2E')).toHaveCount(0);
  await second.page.context().close();

  // Offline: the kept shelf and gifts with the stale mark; entering says it needs the network.
  await controlled(first.page);
  await first.page.context().setOffline(true);
  await first.page.reload();
  await expect(gift.getByTestId('gift-code')).toHaveText('COFFEE-2026-E2E');
  await expect(first.page.getByTestId('stale-mark')).toBeVisible();
  await expect(first.page.getByTestId('reward-offline')).toContainText('네트워크에 연결되어 있을 때만');
  await first.page.context().setOffline(false);
  await first.page.context().close();
});
