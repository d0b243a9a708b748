import { ADMIN, apiSession, declineLinkPrompt, linkSoop, MANAGER, signIn } from './support';
import { expect, test } from './test';

/** Dream tickets: the live count across tabs, the live winner and its verification. */

test('tickets bought in one tab raise the count in another; the winner is announced live and verifies', async ({
  page,
  context,
  browser,
}) => {
  const admin = await apiSession(browser, ADMIN);
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const created = await admin.request.post('/api/v1/admin/dream-ticket', {
    data: {
      title: `e2e 드림 ${Date.now().toString(36)}`,
      prize: '크루와 1:1 게임',
      ticketPrice: 1,
      perMemberCap: 5,
      saleStartAt: at(-1_000),
      saleEndAt: at(25_000),
      drawAt: at(25_000),
    },
  });
  expect(created.ok()).toBe(true);
  const draw = (await created.json()) as { id: string; title: string };
  await admin.close();

  // A member of this spec alone, with a few points of their own.
  const username = `dream${Date.now().toString(36)}`;
  const member = { username, password: 'goodpass1' };
  expect(
    (
      await page.request.post('/api/v1/user/register', {
        data: { ...member, nickname: `드림${username.slice(-6)}` },
      })
    ).ok(),
  ).toBe(true);
  // Buying tickets pays prizes: it needs a linked SOOP account.
  const linking = await apiSession(browser, member);
  await linkSoop(linking.request, username);
  await linking.close();
  await signIn(page, member, `/event/dream-ticket/${draw.id}`);
  const me = (await (await page.request.get('/api/v1/user/me')).json()) as { uuid: string };
  const manager = await apiSession(browser, MANAGER);
  const credited = await manager.request.post('/api/v1/user/user-point', {
    data: {
      userUuid: me.uuid,
      type: 'C',
      amount: 10,
      memo: '드림티켓 테스트',
      idempotencyKey: `e2e-${username}`,
    },
  });
  expect(credited.ok()).toBe(true);
  await manager.close();
  // The SOOP link prompt asks a new member once, a few seconds in; it would cover the page.
  await declineLinkPrompt(page);
  await expect(page.getByRole('heading', { name: draw.title, level: 1 })).toBeVisible();
  const other = await context.newPage();
  await declineLinkPrompt(other);
  await other.goto(`/event/dream-ticket/${draw.id}`);
  await expect(other.getByTestId('ticket-count')).toHaveText('0장 판매');

  await page.getByLabel('살 장수').fill('2');
  await page.getByRole('button', { name: '티켓 사기' }).click();
  await expect(page.getByTestId('my-tickets')).toHaveText('내 티켓 2장');
  await expect(other.getByTestId('ticket-count')).toHaveText('2장 판매');

  // The list shows it too.
  await page.goto('/event/dream-ticket');
  await expect(page.getByTestId('dream-ticket-card').filter({ hasText: draw.title })).toContainText(
    '2장 판매',
  );

  // At the draw time the winner reaches the open page without a reload.
  await expect(other.getByTestId('dream-winner')).toContainText('당첨자:', { timeout: 40_000 });
  const panel = other.getByTestId('verify-panel');
  await expect(panel.getByTestId('verify-verdict')).toHaveText('일치');
  const seed = panel.getByLabel('서버 시드 (추첨 후 공개)');
  await seed.fill(`${await seed.inputValue()}0`);
  await expect(panel.getByTestId('verify-verdict')).toHaveText('불일치');
});
