import { FAN, fillLogin } from './support';
import { expect, test } from './test';

test('register, then log in and land on home', async ({ page }) => {
  const id = `e2e${Date.now().toString(36).slice(-7)}`;
  await page.goto('/register');
  await expect(page).toHaveTitle('회원가입 - 씨나인');
  await page.getByLabel('아이디').fill(id);
  await page.getByLabel('닉네임').fill(id);
  await page.getByLabel('비밀번호', { exact: true }).fill('short');
  await page.getByLabel('비밀번호 확인').fill('short');
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('비밀번호 항목은 최소 8자 이상이어야 합니다.')).toBeVisible();

  await page.getByLabel('비밀번호', { exact: true }).fill('c9fan2025');
  await page.getByLabel('비밀번호 확인').fill('c9fan2025');
  await page.getByText('(필수) 이용약관과 개인정보 처리방침에 동의합니다.').click();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('회원가입이 완료되었습니다')).toBeVisible();
  // The address changes before the login page's code has come: until then the register form,
  // with its own 아이디 field, is still the one on screen.
  await expect(page.getByRole('heading', { name: '로그인', level: 1 })).toBeVisible();

  await fillLogin(page, { username: id, password: 'c9fan2025' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `${id}님, 오늘도 반가워요!` })).toBeVisible();
});

test('a taken username is shown on its field', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('아이디').fill('soopfan');
  await page.getByLabel('닉네임').fill('새로운팬');
  await page.getByLabel('비밀번호', { exact: true }).fill('c9fan2025');
  await page.getByLabel('비밀번호 확인').fill('c9fan2025');
  await page.getByText('(필수) 이용약관과 개인정보 처리방침에 동의합니다.').click();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page.getByText('이미 사용 중인 아이디입니다.')).toBeVisible();
  await expect(page.getByLabel('아이디')).toBeFocused();
});

test('a protected page sends a signed-out visitor to login and back after it', async ({ page }) => {
  await page.goto('/user/me/notification');
  await expect(page).toHaveURL(/\/login\?pUrl=%2Fuser%2Fme%2Fnotification$/);
  await expect(page).toHaveTitle('로그인 - 씨나인');
  await fillLogin(page, FAN);
  await expect(page).toHaveURL(/\/user\/me\/notification$/);

  // Signed in, /login goes home unless `v` is in the query.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login?v=1');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible();
});

test('a wrong password shows the login alert', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, { ...FAN, password: 'wrong-password1' });
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('아이디 또는 비밀번호가 올바르지 않습니다. (오류 코드 1)')).toBeVisible();
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
});

test('too many tries: the login alert says how long to wait, not that the password is wrong', async ({
  page,
}) => {
  const nobody = { username: `nobody${Date.now().toString(36).slice(-6)}`, password: 'wrong-password1' };
  for (let i = 0; i < 5; i++)
    expect((await page.request.post('/api/v1/login', { form: nobody })).status()).toBe(401);
  await page.goto('/login');
  await fillLogin(page, nobody);
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(
    dialog.getByText(/^로그인 시도가 너무 많습니다\. \d+분 후에 다시 시도해 주세요\.$/),
  ).toBeVisible();
});
