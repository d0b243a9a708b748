import { apiSession, controlled, linkSoop, MANAGER } from './support';
import { expect, type Page, test } from './test';

/** The roulette: a spin paid in points, a seed rotation, and the verification panel. */

/** A member of this spec alone, holding 1,000 points, signed in on `page`. */
async function newMember(page: Page, browser: import('@playwright/test').Browser) {
  const username = `spin${Date.now().toString(36)}`;
  const registered = await page.request.post('/api/v1/user/register', {
    data: { username, password: 'goodpass1', nickname: `룰렛${username.slice(-6)}` },
  });
  expect(registered.ok()).toBe(true);
  expect((await page.request.post('/api/v1/login', { form: { username, password: 'goodpass1' } })).ok()).toBe(
    true,
  );
  // Spinning pays prizes: it needs a linked SOOP account.
  await linkSoop(page.request, username);
  const me = (await (await page.request.get('/api/v1/user/me')).json()) as { uuid: string };
  const manager = await apiSession(browser, MANAGER);
  const credited = await manager.request.post('/api/v1/user/user-point', {
    data: {
      userUuid: me.uuid,
      type: 'C',
      amount: 1_000,
      memo: '룰렛 테스트',
      idempotencyKey: `e2e-${username}`,
    },
  });
  expect(credited.ok()).toBe(true);
  await manager.close();
}

test('spin, rotate the seed and verify the past spin: 일치, and 불일치 once a value is altered', async ({
  page,
  browser,
  context,
}) => {
  await newMember(page, browser);
  // The SOOP link prompt asks a new member once, a few seconds in; it would cover the page.
  const prompt = page.getByRole('alertdialog', { name: 'SOOP 계정 연동' });
  await page.addLocatorHandler(prompt, () => prompt.getByRole('button', { name: '아니오' }).click());
  await page.goto('/event/roulette');
  await expect(page.getByRole('heading', { name: '룰렛', level: 1 })).toBeVisible();
  await expect(page.getByTestId('expected-value')).toHaveText('1회 기대값 81.5P (참가비 100P)');
  await expect(page.getByTestId('seed-nonce')).toHaveText('0');
  const hash = await page.getByTestId('seed-hash').textContent();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  await page.getByRole('button', { name: '100P로 돌리기' }).click();
  await expect(page.getByTestId('spin-result')).toHaveText(/당첨!|꽝!/, { timeout: 10_000 });
  await expect(page.getByTestId('spins-left')).toHaveText('오늘 1/20회 · 남은 횟수 19회');
  await expect(page.getByTestId('seed-nonce')).toHaveText('1');
  const history = page.getByTestId('spin-history').getByRole('listitem');
  await expect(history).toHaveCount(1);
  // Charged and paid through the ledger: 1,000 - 100 + the prize.
  const state = (await (await page.request.get('/api/v1/event/roulette')).json()) as {
    history: { prize: number }[];
  };
  const balance = (await (await page.request.get('/api/v1/user/me/point')).json()) as { point: number };
  expect(balance.point).toBe(900 + state.history[0]!.prize);

  // Before the rotation the seed is secret: nothing to verify yet.
  await history.first().getByRole('button', { name: '검증' }).click();
  await expect(page.getByTestId('verify-wait')).toBeVisible();

  await page.getByLabel('새 클라이언트 시드로 교체').fill('e2e-seed_2');
  await page.getByRole('button', { name: '시드 교체' }).click();
  await expect(page.getByTestId('revealed-seed')).toContainText(hash!);
  await expect(page.getByTestId('client-seed')).toHaveText('e2e-seed_2');
  await expect(page.getByTestId('seed-nonce')).toHaveText('0');

  // The panel opened above now has the revealed seed to recompute with.
  const panel = page.getByTestId('verify-panel');
  const verdict = panel.getByTestId('verify-verdict');
  await expect(verdict).toHaveText('일치');
  // Alter a published value: the recomputation no longer matches. Typed again if the page's data
  // refresh after the rotation drew the panel anew with the published values meanwhile.
  const seed = panel.getByLabel('서버 시드 (공개됨)');
  const revealed = await seed.inputValue();
  const typed = async (field: typeof seed, value: string, expected: string) =>
    expect(async () => {
      await field.fill(value);
      await expect(verdict).toHaveText(expected, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  await typed(seed, `${revealed.slice(0, -1)}${revealed.endsWith('0') ? '1' : '0'}`, '불일치');
  await typed(seed, revealed, '일치');
  // The commitment published before the spin, altered. (Not the nonce: another nonce may land on
  // the same prize, and then the recomputation rightly still matches.)
  const commitment = panel.getByLabel('서버 시드 해시 (미리 공개)');
  const published = await commitment.inputValue();
  await typed(commitment, `${published.slice(0, -1)}${published.endsWith('0') ? '1' : '0'}`, '불일치');

  // Offline the page opens from its cache, marked stale, and spinning says it needs the network.
  await controlled(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '룰렛', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stale-mark')).toBeVisible();
  await expect(page.getByRole('button', { name: '100P로 돌리기' })).toBeDisabled();
  await expect(page.getByText('네트워크에 연결되어 있을 때만')).toBeVisible();
  await context.setOffline(false);
});
