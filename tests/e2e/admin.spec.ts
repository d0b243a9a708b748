import { ADMIN, FAN, signIn } from './support';
import { type Browser, expect, type Page, test } from './test';

/**
 * The admin pages against a real server: the guard, the crew station list and the user table.
 * Every test makes its own data (a crew station, a fresh member) and removes what it added.
 */

const openUserMenu = (page: Page) => page.getByRole('button', { name: / 메뉴$/ }).click();
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** A new member with a SOOP account linked through the simulator's station text. */
async function linkedMember(browser: Browser) {
  const tag = unique();
  const member = { username: `adm${tag}`, password: 'goodpass1', nickname: `연결${tag.slice(-6)}` };
  const soopId = `adm${tag}soop`;
  const context = await browser.newContext();
  const { request } = context;
  expect((await request.post('/api/v1/user/register', { data: member })).ok()).toBe(true);
  expect((await request.post('/api/v1/login', { form: member })).ok()).toBe(true);
  const issued = await request.post('/api/v1/user/me/afreecatv/code', { data: { afreecatvUserId: soopId } });
  const { code } = (await issued.json()) as { code: string };
  await request.post(`/soop-sim/control/${soopId}/profile`, { data: { text: `인증 ${code}` } });
  const linked = await request.post('/api/v1/user/me/afreecatv/code-verify', {
    data: { afreecatvUserId: soopId },
  });
  expect(linked.ok()).toBe(true);
  const { uuid } = (await linked.json()) as { uuid: string };
  await context.close();
  return { ...member, uuid, soopId };
}

test('signed out goes to login; a member is sent home and sees no admin entry', async ({ page }) => {
  await page.goto('/admin/user');
  await expect(page).toHaveURL(/\/login\?pUrl=%2Fadmin%2Fuser$/);

  await signIn(page, FAN, '/');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/crew-member');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: '크루 멤버' })).toBeHidden();

  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'SOOP 계정 연결' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '관리자 페이지' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'SOOP 계정 연결' }).click();
  await expect(page).toHaveURL(/\/afreecatv-connect$/);
});

test('an admin adds, edits and removes a crew station', async ({ page }) => {
  await signIn(page, ADMIN, '/');
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: '관리자 페이지' }).click();
  await expect(page).toHaveURL(/\/admin\/crew-member$/);
  await expect(page.getByRole('heading', { name: '크루 멤버', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('크루 멤버 - 씨나인');
  const rows = page.getByTestId('crew-station-row');
  await expect(rows.filter({ hasText: 'c9star' })).toContainText('스타팀');

  const soopId = `e2e${unique()}`;
  await page.getByRole('button', { name: '멤버 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '크루 멤버 추가' });
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(dialog.getByText('SOOP 아이디 항목은 필수입니다.')).toBeVisible();
  await expect(dialog.getByText('닉네임 항목은 필수입니다.')).toBeVisible();

  await dialog.getByLabel('SOOP 아이디').fill('c9star');
  await dialog.getByLabel('닉네임').fill('관리자테스트');
  await dialog.getByLabel('정렬 순서').fill('');
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(dialog.getByText('정렬 순서 항목은 필수입니다.')).toBeVisible();
  await dialog.getByLabel('정렬 순서').fill('99');
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  // The server would overwrite a listed id, so adding one is refused on the field.
  await expect(dialog.getByText('이미 등록된 SOOP 아이디입니다. 목록에서 수정해 주세요.')).toBeVisible();

  await dialog.getByLabel('SOOP 아이디').fill(soopId.toUpperCase());
  await dialog.getByLabel('소속').fill('테스트팀 , 게스트,');
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByText('관리자테스트 멤버를 추가했습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rows.filter({ hasText: soopId });
  await expect(row).toContainText('관리자테스트');
  await expect(row.getByLabel('소속')).toHaveText('테스트팀게스트');

  // From the keyboard: the toasts (saved, the install promo) sit over the row's buttons at the
  // bottom right and stay while a pointer rests on them.
  await row.getByRole('button', { name: '수정: 관리자테스트' }).press('Enter');
  const edit = page.getByRole('dialog', { name: '크루 멤버 수정' });
  await expect(edit.getByLabel('SOOP 아이디')).toHaveValue(soopId);
  await expect(edit.getByLabel('SOOP 아이디')).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('소속')).toHaveValue('테스트팀, 게스트');
  await edit.getByLabel('닉네임').fill('고친이름');
  // Unsaved changes: closing asks first, and 아니오 keeps the form.
  await edit.getByRole('button', { name: '취소' }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toContainText('작성 중인 내용이 사라집니다. 계속하시겠습니까?');
  await leave.getByRole('button', { name: '아니오' }).click();
  await expect(edit.getByLabel('닉네임')).toHaveValue('고친이름');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText('고친이름 멤버 정보를 저장했습니다.')).toBeVisible();
  await expect(row).toContainText('고친이름');
  await expect(rows.filter({ hasText: soopId })).toHaveCount(1);

  await row.getByRole('button', { name: '삭제: 고친이름' }).press('Enter');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`고친이름(${soopId}) 방송국을 크루 목록에서 삭제할까요?`);
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('고친이름 멤버를 삭제했습니다.')).toBeVisible();
  await expect(rows.filter({ hasText: soopId })).toHaveCount(0);
  const listed = (await (await page.request.get('/api/v1/afreecatv/crew-station')).json()) as {
    userId: string;
  }[];
  expect(listed.map((s) => s.userId)).not.toContain(soopId);
});

test('an admin finds a member and removes their SOOP link', async ({ page, browser }) => {
  const member = await linkedMember(browser);
  await signIn(page, ADMIN, '/admin/user');
  await expect(page.getByRole('heading', { name: '사용자 관리', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('사용자 관리 - 씨나인');
  await expect(page.getByRole('link', { name: '사용자' })).toHaveAttribute('aria-current', 'page');

  await expect(page.getByTestId('user-row').first()).toBeVisible();
  // The list is loaded once; typing filters it in the page, with no request per key.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/(admin\/user|user\/table)/.test(request.url())) requests.push(request.url());
  });
  await page.getByLabel('검색 항목').selectOption('username');
  await page.getByRole('searchbox').pressSequentially(member.username);
  await expect(page).toHaveURL(new RegExp(`q=${member.username}`));
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('user-count')).toContainText('검색 결과 1명');
  expect(requests).toEqual([]);
  await expect(rows).toContainText(member.nickname);
  await expect(rows).toContainText('사용자');
  await expect(rows.getByTestId('soop-link')).toContainText(member.soopId);

  await rows.getByRole('button', { name: `SOOP 연결 해제: ${member.nickname}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`SOOP 계정 ${member.soopId} 연결을 해제할까요?`);
  await confirm.getByRole('button', { name: '연결 해제' }).click();
  await expect(page.getByText(`${member.nickname}님의 SOOP 연결을 해제했습니다.`)).toBeVisible();
  await expect(rows.getByTestId('soop-link')).toContainText('연결 안 됨');
  const check = await page.request.get(`/api/v1/user/${member.uuid}/afreecatv-user-id`);
  expect(await check.json()).toEqual({ afreecatvUserId: null });

  // The link filter now leaves the member out; the address keeps the whole search.
  await page.getByLabel('SOOP 연결', { exact: true }).selectOption('linked');
  await expect(page).toHaveURL(/link=linked/);
  await expect(page.getByText('찾는 회원이 없습니다')).toBeVisible();
});

test('the member list pages through a long list; the page buttons follow the filter', async ({ page }) => {
  // 45 made-up members in the server's answer shape: more than two pages of 20.
  const users = Array.from({ length: 45 }, (_, i) => ({
    uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    username: `pager${String(i).padStart(2, '0')}`,
    nickname: i < 25 ? `하늘${i}` : `바다${i}`,
    roles: ['USER'],
    afreecatvUserId: null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + (45 - i) * 60_000).toISOString(),
  }));
  await page.route('**/api/v1/admin/user', (route) => route.fulfill({ json: { users } }));
  await signIn(page, ADMIN, '/admin/user');
  const rows = page.getByTestId('user-row');
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('pager00');
  const pages = page.getByRole('navigation', { name: '페이지' });
  await expect(pages.getByRole('button', { name: '3페이지' })).toBeVisible();

  await pages.getByRole('button', { name: '2페이지' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(rows.first()).toContainText('pager20');
  await page.goBack();
  await expect(rows.first()).toContainText('pager00');

  // 25 of them are 하늘: two pages; then 하늘1 and 하늘10–19: one page, no buttons.
  await page.getByRole('searchbox').fill('하늘');
  await expect(page.getByTestId('user-count')).toContainText('검색 결과 25명');
  await expect(pages.getByRole('button', { name: '3페이지' })).toHaveCount(0);
  await pages.getByRole('button', { name: '다음 페이지' }).click();
  await expect(rows).toHaveCount(5);
  await expect(page).toHaveURL(/q=%ED%95%98%EB%8A%98.*page=2|page=2.*q=%ED%95%98%EB%8A%98/);
  await page.getByRole('searchbox').fill('하늘1');
  await expect(rows).toHaveCount(11);
  await expect(pages).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: admin pages, ${width}px ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const name = `${width}-${scheme}`;
      // The header's bell and avatar load on their own; shoot once they are there.
      const shot = async (file: string) => {
        await expect(page.getByRole('button', { name: / 메뉴$/ })).toBeVisible();
        await page.screenshot({
          path: `tests/e2e/screens/${file}-${name}.png`,
          fullPage: true,
          animations: 'disabled',
        });
      };
      await signIn(page, ADMIN, '/admin/crew-member');
      await expect(page.getByTestId('crew-station-row').first()).toBeVisible();
      await shot('admin-crew-member');
      await page.getByRole('button', { name: '멤버 추가' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '추가', exact: true }).click();
      await expect(page.getByText('닉네임 항목은 필수입니다.')).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/admin-crew-dialog-${name}.png`,
        animations: 'disabled',
      });
      await page.getByRole('button', { name: '닫기' }).click();
      await page.goto('/admin/user');
      await expect(page.getByTestId('user-row').first()).toBeVisible();
      await shot('admin-user');
      await openUserMenu(page);
      await expect(page.getByRole('menuitem', { name: '관리자 페이지' })).toBeVisible();
      await page.screenshot({ path: `tests/e2e/screens/admin-menu-${name}.png`, animations: 'disabled' });
    });
  }
}
