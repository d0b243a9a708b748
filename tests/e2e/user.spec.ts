import { type Account, ADMIN, CREW, declineLinkPrompt, FAN, signIn } from './support';
import { type Browser, expect, type Page, test } from './test';

/** Browser tests of the account pages (/user/me/info, password, withdraw) against a real server. */

async function uuidOf(browser: Browser, account: Account): Promise<string> {
  const context = await browser.newContext();
  expect((await context.request.post('/api/v1/login', { form: account })).ok()).toBe(true);
  const me: { uuid: string } = await (await context.request.get('/api/v1/user/me')).json();
  await context.close();
  return me.uuid;
}

const nicknameInput = (page: Page) => page.locator('input[name="nickname"]');

test('info page: profile, a taken nickname on the field, then a new one everywhere', async ({ page }) => {
  await signIn(page, FAN, '/user/me/info');
  await expect(page.getByTestId('profile-nickname')).toHaveText('열혈팬');
  // The balance the server holds (other specs on this server pay and charge this member too).
  const { point } = (await (await page.request.get('/api/v1/user/me/point')).json()) as { point: number };
  await expect(page.getByText(`${point.toLocaleString('ko-KR')}P`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText('soopfan01')).toBeVisible();
  await expect(page.getByRole('img', { name: '열혈팬 프로필 이미지' })).toHaveAttribute(
    'src',
    '/img/user/profile.png',
  );

  // The crew account's nickname is taken: the server's message lands on the field.
  await nicknameInput(page).fill('씨나인크루');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('이미 사용 중인 닉네임입니다.')).toBeVisible();
  await expect(nicknameInput(page)).toBeFocused();
  await expect(nicknameInput(page)).toHaveAttribute('aria-invalid', 'true');

  // The form's own rule first: too short never reaches the server.
  await nicknameInput(page).fill('팬');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('닉네임 항목은 최소 2자 이상이어야 합니다.')).toBeVisible();

  await nicknameInput(page).fill('열혈팬준');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByText('닉네임을 변경했습니다.')).toBeVisible();
  await expect(page.getByTestId('profile-nickname')).toHaveText('열혈팬준');
  await expect(page.getByRole('button', { name: '열혈팬준 메뉴' })).toBeVisible();

  // Back to the demo nickname so other tests find it.
  await nicknameInput(page).fill('열혈팬');
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByTestId('profile-nickname')).toHaveText('열혈팬');
});

test('info page without a linked SOOP account offers the link page', async ({ page }) => {
  await signIn(page, { username: 'newbie', password: 'newbie1234' }, '/user/me/info');
  await expect(page.getByText('연결된 SOOP 계정이 없습니다')).toBeVisible();
  await expect(page.getByRole('link', { name: '연결하기', exact: true })).toHaveAttribute(
    'href',
    '/afreecatv-connect',
  );
  await expect(page.getByText('사용자', { exact: true }).first()).toBeVisible();
});

test('block list: a block made elsewhere shows up live, its reason is edited, then unblocked', async ({
  page,
  browser,
}) => {
  const crewUuid = await uuidOf(browser, CREW);
  await signIn(page, FAN, '/user/me/info');
  await expect(page.getByText('차단한 회원이 없습니다.')).toBeVisible();

  // Another device of the same member blocks crew: the list follows through the socket.
  const blocked = await page.request.post('/api/v1/user/me/block', {
    data: { userUuid: crewUuid, reason: '도배' },
  });
  expect(blocked.ok()).toBe(true);
  const row = page.getByTestId('block-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('씨나인크루');
  await expect(row).toContainText('도배');

  await row.getByRole('button', { name: '사유 수정' }).click();
  await row.getByLabel('씨나인크루 차단 사유').fill('욕설과 도배');
  await row.getByRole('button', { name: '저장' }).click();
  await expect(row).toContainText('욕설과 도배');

  await row.getByRole('button', { name: '차단 해제' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('씨나인크루님의 차단을 해제할까요?');
  await dialog.getByRole('button', { name: '차단 해제' }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('차단한 회원이 없습니다.')).toBeVisible();
  // The server agrees.
  const list: unknown[] = await (await page.request.get('/api/v1/user/me/block')).json();
  expect(list).toHaveLength(0);
});

test('password: the wrong current password is marked on its field', async ({ page }) => {
  await signIn(page, FAN, '/user/me/password');
  await page.getByLabel('현재 비밀번호').fill('wrong-pass1');
  await page.getByLabel('새 비밀번호', { exact: true }).fill('newpass123');
  await page.getByLabel('새 비밀번호 확인').fill('newpass124');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('새 비밀번호와 확인이 일치하지 않습니다.')).toBeVisible();

  await page.getByLabel('새 비밀번호 확인').fill('newpass123');
  await page.getByRole('button', { name: '비밀번호 변경' }).click();
  await expect(page.getByText('현재 비밀번호가 올바르지 않습니다.')).toBeVisible();
  await expect(page.getByLabel('현재 비밀번호')).toBeFocused();
});

test('withdraw: typed phrase, confirm, signed out at home', async ({ page }) => {
  const account = { username: `leaver${Date.now() % 1_000_000}`, password: 'leave1234' };
  const registered = await page.request.post('/api/v1/user/register', {
    data: { ...account, nickname: `떠날회원${Date.now() % 10_000}` },
  });
  expect(registered.ok()).toBe(true);
  await signIn(page, account, '/user/me/withdraw');

  const submit = page.getByRole('button', { name: '회원 탈퇴' });
  await expect(submit).toBeDisabled();
  await page.getByPlaceholder('회원탈퇴').fill('회원 탈퇴');
  await expect(submit).toBeDisabled();
  await page.getByPlaceholder('회원탈퇴').fill('회원탈퇴');
  await submit.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '탈퇴' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '로그인' })).toBeVisible();
  // The account is gone: its password no longer signs in.
  const again = await page.request.post('/api/v1/login', { form: account });
  expect(again.status()).toBe(401);

  // Nobody takes the name at once to pose as the member who left.
  await page.goto('/register');
  await page.getByLabel('아이디').fill(account.username);
  await page.getByLabel('닉네임').fill(`새회원${Date.now() % 10_000}`);
  await page.getByLabel('비밀번호', { exact: true }).fill('c9fan2025');
  await page.getByLabel('비밀번호 확인').fill('c9fan2025');
  await page.getByText('(필수) 이용약관과 개인정보 처리방침에 동의합니다.').click();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('탈퇴한 회원이 쓰던 아이디는 탈퇴 후 30일 동안 쓸 수 없습니다.')).toBeVisible();
  await expect(page.getByLabel('아이디')).toBeFocused();
});

test('info page: the standing card says why writing is refused, and follows a staff bar at once', async ({
  page,
  browser,
}) => {
  const account = { username: `stand${Date.now() % 1_000_000}`, password: 'stand1234' };
  const registered = await page.request.post('/api/v1/user/register', {
    data: { ...account, nickname: `상태${Date.now() % 100_000}` },
  });
  expect(registered.ok()).toBe(true);
  const { uuid } = (await registered.json()) as { uuid: string };
  await declineLinkPrompt(page);
  await signIn(page, account, '/user/me/info');
  const card = page.getByRole('region', { name: '활동 상태' });
  await expect(card.getByTestId('standing-badge')).toHaveText('글쓰기 제한');
  await expect(card).toContainText('SOOP 계정을 연동하면 글을 쓸 수 있습니다.');
  await expect(card.getByRole('link', { name: 'SOOP 계정 연동하기' })).toHaveAttribute(
    'href',
    '/afreecatv-connect',
  );

  // Staff bar the account: the open page says so without a reload.
  const staff = await browser.newContext();
  expect((await staff.request.post('/api/v1/login', { form: ADMIN })).ok()).toBe(true);
  const bar = (blacklisted: boolean) =>
    staff.request.post('/api/v1/user/blacklist', {
      data: { userUuidList: [uuid], blacklisted, reason: '시험' },
    });
  expect((await bar(true)).ok()).toBe(true);
  await expect(card).toContainText('글쓰기가 제한된 계정입니다. 관리자에게 문의해 주세요.');
  expect((await bar(false)).ok()).toBe(true);
  await expect(card).toContainText('SOOP 계정을 연동하면 글을 쓸 수 있습니다.');
  await staff.close();
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: account pages, ${width}px ${scheme}`, async ({ page, browser }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, FAN, '/user/me/info');
      const crewUuid = await uuidOf(browser, CREW);
      await page.request.post('/api/v1/user/me/block', { data: { userUuid: crewUuid, reason: '스포일러' } });
      await expect(page.getByTestId('block-row')).toHaveCount(1);
      const name = `${width}-${scheme}`;
      await page.screenshot({
        path: `tests/e2e/screens/user-info-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      const list: { id: string }[] = await (await page.request.get('/api/v1/user/me/block')).json();
      for (const block of list) await page.request.delete(`/api/v1/user/me/block/${block.id}`);

      await page.getByRole('link', { name: '비밀번호 변경' }).click();
      await page.getByRole('button', { name: '비밀번호 변경' }).click();
      await expect(page.getByText('현재 비밀번호 항목은 필수입니다.')).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/user-password-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });

      await page.getByRole('link', { name: '회원 탈퇴' }).click();
      await expect(page.getByRole('heading', { name: '회원 탈퇴' })).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/user-withdraw-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    });
  }
}
