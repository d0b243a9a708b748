import { MANAGER, NEWBIE, signIn } from './support';
import { expect, type Page, test } from './test';

/** SOOP account linking: the 5 s prompt for an unlinked member, then /afreecatv-connect end to end. */

const SOOP_ID = 'newbiesoop';
const PROMPT = 'SOOP 계정을 연동하면 글을 쓸 수 있습니다. 지금 연동하시겠습니까?';

const putOnStation = async (page: Page, text: string) =>
  expect((await page.request.post(`/soop-sim/control/${SOOP_ID}/profile`, { data: { text } })).ok()).toBe(
    true,
  );

test('an unlinked member is asked after about 5 s, and not again once dismissed', async ({ page }) => {
  // The page's clock runs as usual but can be moved on: the 5 s are jumped over, not waited out.
  await page.clock.install();
  await signIn(page, NEWBIE, '/');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  // Not at once: 2 s after the login there is still no prompt.
  await page.clock.fastForward(2000);
  await expect(page.getByText(PROMPT)).toBeHidden();
  await page.clock.fastForward(3500);
  await expect(page.getByText(PROMPT)).toBeVisible();
  await dialog.getByRole('button', { name: '아니오' }).click();
  await expect(page.getByText(PROMPT)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toHaveCount(0);
  await page.clock.fastForward(6500);
  await expect(page.getByText(PROMPT)).toBeHidden();
});

test('예 leads to the linking page, which links the account and allows writing', async ({ page }) => {
  await signIn(page, NEWBIE, '/');
  // The previous test stored the prompt time in its own browser context: this one asks again, 5 s
  // after the app's start (waited out on the real clock: a fake one stalls the dialog's exit, whose
  // backdrop then covers the linking page).
  await expect(page.getByText(PROMPT)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '예' }).click();
  await expect(page).toHaveURL(/\/afreecatv-connect$/);
  await expect(page.getByRole('heading', { name: 'SOOP 계정 연동', level: 1 })).toBeVisible();

  // Not allowed yet.
  const before = await page.request.post('/api/v1/p/board/free/post', {
    data: { title: '연동 전', content: '<p>본문</p>' },
  });
  expect(before.status()).toBeGreaterThanOrEqual(400);

  const idField = page.getByLabel('SOOP 아이디');
  await idField.fill('x!');
  await page.getByRole('button', { name: '인증 코드 받기' }).click();
  await expect(page.getByText('SOOP 아이디 항목은 최소 3자 이상이어야 합니다.')).toBeVisible();

  await idField.fill(SOOP_ID);
  await page.getByRole('button', { name: '인증 코드 받기' }).click();
  const code = (await page.getByTestId('link-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^C9-[A-Z0-9]{6}$/);

  // The code is not on the station yet: the server's message lands on the field.
  await putOnStation(page, '안녕하세요, 씨나인 팬입니다.');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('방송국에서 인증 코드를 찾지 못했습니다.', { exact: false })).toBeVisible();

  await putOnStation(page, `안녕하세요, 씨나인 팬입니다. ${code}`);
  await page.getByRole('button', { name: '확인', exact: true }).click();
  await expect(page.getByText('SOOP 계정을 연동했습니다.')).toBeVisible();
  await expect(page.getByTestId('linked-soop-id')).toHaveText(SOOP_ID);

  const after = await page.request.post('/api/v1/p/board/free/post', {
    data: { title: `연동 후 첫 글 ${Date.now()}`, content: '<p>이제 쓸 수 있어요</p>' },
  });
  expect(after.ok()).toBe(true);

  // A linked member is not asked any more.
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toHaveCount(0);
  await page.clock.fastForward(6000);
  await expect(page.getByText(PROMPT)).toBeHidden();
});

test.afterAll(async ({ browser }) => {
  // Unlink again (manager), so other specs still see newbie without a SOOP account.
  const newbie = await browser.newContext();
  await newbie.request.post('/api/v1/login', { form: NEWBIE });
  const { uuid } = (await (await newbie.request.get('/api/v1/user/me')).json()) as { uuid: string };
  await newbie.close();
  const manager = await browser.newContext();
  await manager.request.post('/api/v1/login', { form: MANAGER });
  await manager.request.delete(`/api/v1/user/${uuid}/afreecatv`);
  await manager.close();
});
