import { FAN } from './support';
import { expect, type Page, test } from './test';

/**
 * Social login through the built-in provider simulator (no client ids are set in the browser
 * tests' server): NAVER, KAKAO and SOOP sign in to `/`, a new social user registers prefilled,
 * a password member adds KAKAO and signs in with it, and SideLogin signs in without leaving.
 */

const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

const BUTTON = { naver: '네이버로 로그인', kakao: '카카오로 로그인', afreecatv: 'SOOP으로 로그인' } as const;
const ID_LABEL = { naver: '네이버 아이디', kakao: '카카오 아이디', afreecatv: 'SOOP 아이디' } as const;
type Id = keyof typeof BUTTON;

/** On the simulator's sign-in page: who the person is at the provider, then approve. */
async function approveAtProvider(
  page: Page,
  id: Id,
  who: { uid: string; nickname?: string; email?: string },
) {
  await expect(page).toHaveURL(new RegExp(`/social-sim/${id}/`));
  await page.getByLabel(ID_LABEL[id]).fill(who.uid);
  if (who.nickname) await page.getByLabel('닉네임').fill(who.nickname);
  if (id !== 'afreecatv') await page.getByLabel(/이메일/).fill(who.email ?? '');
  await page.getByRole('button', { name: '동의하고 계속하기' }).click();
}

const signedInAs = async (page: Page) => {
  const res = await page.request.get('/api/v1/user/me');
  return res.ok() ? ((await res.json()) as { username: string; socialList: { provider: string }[] }) : null;
};

async function logout(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => signedInAs(page)).toBeNull();
}

for (const id of ['naver', 'kakao', 'afreecatv'] as const) {
  test(`${id}: a new member registers prefilled, then signs in with it to /`, async ({ page }) => {
    const uid = unique(`${id.slice(0, 3)}`);
    const nickname = `소셜${uid.slice(-5)}`;
    await page.goto('/login');
    await page.getByRole('link', { name: BUTTON[id] }).click();
    await approveAtProvider(page, id, { uid, nickname, email: `${uid}@example.com` });

    // No account yet: /register with the social user's details and the query.
    await expect(page).toHaveURL(/\/register\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('name')).toBe(nickname);
    expect(url.searchParams.get('provider')).toBe(id);
    await expect(page.getByTestId('social-register-user')).toContainText(nickname);
    await expect(page.getByLabel('닉네임')).toHaveValue(nickname);
    await expect(page.getByLabel('비밀번호', { exact: true })).toHaveCount(0);
    await page.getByLabel('아이디').fill(uid);
    await page.getByText('(필수) 이용약관과 개인정보 처리방침에 동의합니다.').click();
    await page.getByRole('button', { name: '가입하고 시작하기' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: `${nickname}님, 오늘도 반가워요!` })).toBeVisible();
    const me = await signedInAs(page);
    expect(me?.socialList).toEqual([{ provider: id.toUpperCase() }]);

    await logout(page);
    await page.goto('/login');
    await page.getByRole('link', { name: BUTTON[id] }).click();
    await approveAtProvider(page, id, { uid });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: `${nickname}님, 오늘도 반가워요!` })).toBeVisible();
  });
}

test('SOOP: the SOOP id of an existing member asks to add the login; no keeps it apart, yes signs in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: BUTTON.afreecatv }).click();
  await approveAtProvider(page, 'afreecatv', { uid: 'soopfan01' });
  await expect(
    page.getByText('이미 가입된 계정이 있습니다. 소셜 로그인 정보를 추가하시겠습니까?'),
  ).toBeVisible();
  await page.getByRole('button', { name: '아니오' }).click();
  await expect(page.getByText('이미 가입된 계정으로 로그인해 주세요.')).toBeVisible();
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await signedInAs(page)).toBeNull();

  await page.getByRole('link', { name: BUTTON.afreecatv }).click();
  await approveAtProvider(page, 'afreecatv', { uid: 'soopfan01' });
  await page.getByRole('button', { name: '예' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await signedInAs(page))?.username).toBe(FAN.username);
});

test('an e-mail match never signs in: yes asks the owner to sign in (with NAVER), then KAKAO joins that account', async ({
  page,
}) => {
  const naverUid = unique('nv');
  const email = `${naverUid}@example.com`;
  const nickname = `메일${naverUid.slice(-6)}`;
  await page.goto('/login');
  await page.getByRole('link', { name: BUTTON.naver }).click();
  await approveAtProvider(page, 'naver', { uid: naverUid, nickname, email });
  await page.getByLabel('아이디').fill(naverUid);
  await page.getByText('(필수) 이용약관과 개인정보 처리방침에 동의합니다.').click();
  await page.getByRole('button', { name: '가입하고 시작하기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logout(page);

  // Someone at KAKAO with the same verified e-mail says yes: nobody is signed in, the page says how.
  const kakaoUid = unique('kk');
  await page.goto('/login?pUrl=%2Fuser%2Fme%2Finfo');
  await page.getByRole('link', { name: BUTTON.kakao }).click();
  await approveAtProvider(page, 'kakao', { uid: kakaoUid, nickname: '카카오손님', email });
  await expect(
    page.getByText('이미 가입된 계정이 있습니다. 소셜 로그인 정보를 추가하시겠습니까?'),
  ).toBeVisible();
  await page.getByRole('button', { name: '예' }).click();
  await expect(page.getByTestId('pending-social-link')).toContainText(
    '카카오 로그인을 기존 계정에 연결하려면 먼저 그 계정으로 로그인해 주세요.',
  );
  expect(await signedInAs(page)).toBeNull();

  // The owner signs in with the provider already linked: KAKAO joins their account.
  await page.getByRole('link', { name: BUTTON.naver }).click();
  await approveAtProvider(page, 'naver', { uid: naverUid });
  await expect(page).toHaveURL(/\/user\/me\/info$/);
  await expect(page.getByText('카카오 로그인이 연결되었습니다')).toBeVisible();
  await expect(page.getByTestId('social-kakao')).toContainText('연결됨');
  expect((await signedInAs(page))?.username).toBe(naverUid);

  await logout(page);
  await page.goto('/login');
  await page.getByRole('link', { name: BUTTON.kakao }).click();
  await approveAtProvider(page, 'kakao', { uid: kakaoUid });
  await expect(page).toHaveURL(/\/$/);
  expect((await signedInAs(page))?.username).toBe(naverUid);
});

test('an e-mail match joins a password account once its owner signs in with the password; declining keeps it apart', async ({
  page,
}) => {
  const username = unique('pm');
  const email = `${username}@example.com`;
  const register = await page.request.post('/api/v1/user/register', {
    data: { username, password: 'c9fan2025', nickname: username.slice(0, 12) },
  });
  expect(register.ok()).toBe(true);
  await page.goto('/login?pUrl=%2Fuser%2Fme%2Finfo');
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill('c9fan2025');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.getByTestId('social-logins').getByRole('link', { name: '네이버 연결하기' }).click();
  await approveAtProvider(page, 'naver', { uid: unique('nv'), nickname: '네이버', email });
  await expect(page.getByText('네이버 로그인이 연결되었습니다')).toBeVisible();
  await logout(page);

  const kakaoUid = unique('kk');
  await page.goto('/login');
  await page.getByRole('link', { name: BUTTON.kakao }).click();
  await approveAtProvider(page, 'kakao', { uid: kakaoUid, nickname: '카카오', email });
  await page.getByRole('button', { name: '예' }).click();
  await expect(page.getByTestId('pending-social-link')).toBeVisible();
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill('c9fan2025');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('카카오 로그인이 연결되었습니다')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await signedInAs(page))?.socialList.map((s) => s.provider).sort()).toEqual(['KAKAO', 'NAVER']);

  // Another KAKAO account with the same e-mail, declined: told to sign in, nothing joins.
  await logout(page);
  await page.goto('/login');
  await page.getByRole('link', { name: BUTTON.kakao }).click();
  await approveAtProvider(page, 'kakao', { uid: unique('kk'), nickname: '다른카카오', email });
  await page.getByRole('button', { name: '아니오' }).click();
  await expect(page.getByText('이미 가입된 계정으로 로그인해 주세요.')).toBeVisible();
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('pending-social-link')).toHaveCount(0);
  expect(await signedInAs(page)).toBeNull();
});

test('a password member adds KAKAO on the account page and signs in with it after logout', async ({
  page,
}) => {
  const username = unique('pw');
  const register = await page.request.post('/api/v1/user/register', {
    data: { username, password: 'c9fan2025', nickname: username.slice(0, 12) },
  });
  expect(register.ok()).toBe(true);
  await page.goto('/login?pUrl=%2Fuser%2Fme%2Finfo');
  await page.getByLabel('아이디').fill(username);
  await page.getByLabel('비밀번호', { exact: true }).fill('c9fan2025');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/me\/info$/);

  const card = page.getByTestId('social-logins');
  await expect(card.getByTestId('social-kakao')).toContainText('연결되지 않음');
  await card.getByRole('link', { name: '카카오 연결하기' }).click();
  const uid = unique('kk');
  await approveAtProvider(page, 'kakao', { uid, nickname: '카카오친구', email: '' });
  await expect(page).toHaveURL(/\/user\/me\/info$/);
  await expect(page.getByText('카카오 로그인이 연결되었습니다')).toBeVisible();
  await expect(card.getByTestId('social-kakao')).toContainText('연결됨');

  await logout(page);
  await page.goto('/login');
  await page.getByRole('link', { name: BUTTON.kakao }).click();
  await approveAtProvider(page, 'kakao', { uid });
  await expect(page).toHaveURL(/\/$/);
  expect((await signedInAs(page))?.username).toBe(username);

  // KAKAO can go: the password still signs in.
  await page.goto('/user/me/info');
  await card.getByRole('button', { name: '카카오 연결 해제' }).click();
  await page.getByRole('button', { name: '예' }).click();
  await expect(card.getByTestId('social-kakao')).toContainText('연결되지 않음');
});

test('a cancelled provider step returns to the login page with nothing shown; a timeout is explained; offline waits', async ({
  page,
}) => {
  await page.goto('/login?pUrl=%2Flive');
  await page.getByRole('link', { name: BUTTON.naver }).click();
  await expect(page).toHaveURL(/\/social-sim\/naver\//);
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page).toHaveURL(/\/login\?pUrl=%2Flive$/);
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/login?socialError=timeout');
  await expect(page.getByText('로그인 서비스의 응답이 늦어 로그인하지 못했습니다.')).toBeVisible();

  // Offline the provider cannot be reached: the buttons wait and say so.
  await page.context().setOffline(true);
  await expect(page.getByText('인터넷에 연결되면 간편 로그인을 쓸 수 있습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: BUTTON.kakao })).toBeDisabled();
  await page.context().setOffline(false);
  await expect(page.getByRole('link', { name: BUTTON.kakao })).toBeVisible();
});

test('SideLogin signs in without leaving the page; SideRegister is one click away', async ({ page }) => {
  await page.goto('/live');
  await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
  const side = page.getByTestId('side-login');
  await expect(side).toBeVisible();
  await expect(side.getByRole('link', { name: BUTTON.kakao })).toHaveAttribute('href', /pUrl=%2Flive/);
  await side.getByRole('button', { name: '회원가입' }).click();
  await expect(page.getByTestId('side-register')).toBeVisible();
  await page.getByTestId('side-register').getByRole('button', { name: '로그인' }).click();
  await side.getByLabel('아이디').fill(FAN.username);
  await side.getByLabel('비밀번호', { exact: true }).fill(FAN.password);
  await side.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(side).toHaveCount(0);
  await expect(page).toHaveURL(/\/live/);
  expect((await signedInAs(page))?.username).toBe(FAN.username);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: social login, register prefill, SideLogin, provider list, ${width}px ${scheme}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const shot = (what: string) =>
        page.screenshot({
          path: `tests/e2e/screens/social-${what}-${width}-${scheme}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      await page.goto('/login');
      await expect(page.getByRole('link', { name: BUTTON.afreecatv })).toBeVisible();
      await shot('login');

      await page.getByRole('link', { name: BUTTON.naver }).click();
      await shot('simulator');
      const uid = unique('shot');
      await approveAtProvider(page, 'naver', {
        uid,
        nickname: `새친구${uid.slice(-5)}`,
        email: `${uid}@example.com`,
      });
      await expect(page.getByTestId('social-register-user')).toBeVisible();
      await shot('register');
      await page.getByLabel('아이디').fill(uid);
      await page.getByText('(필수) 이용약관과 개인정보 처리방침에 동의합니다.').click();
      await page.getByRole('button', { name: '가입하고 시작하기' }).click();
      await expect(page).toHaveURL(/\/$/);

      await page.goto('/user/me/info');
      await expect(page.getByTestId('social-naver')).toContainText('연결됨');
      await shot('account');

      await logout(page);
      await page.goto('/live');
      const login = page.getByRole('banner').getByRole('link', { name: '로그인' });
      await login.click();
      await expect(page.getByTestId('side-login')).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/social-side-login-${width}-${scheme}.png`,
        animations: 'disabled',
      });
    });
  }
}
