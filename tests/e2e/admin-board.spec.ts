import { ADMIN, apiSession, declineLinkPrompt, FAN, signIn } from './support';
import { expect, type Page, test } from './test';

/**
 * /admin/board against a real server: an admin makes a board, renames it and adds a category, and
 * a member's open app shows each change; deleting it says what happens to its posts. The board is
 * this test's own (a unique id), deleted at the end; the demo boards are left alone.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
const sideMenu = (page: Page) => page.getByRole('navigation', { name: '사이드바' });

test('an admin makes and edits a board; a member sees it live; deleting it keeps its posts', async ({
  page,
  browser,
}) => {
  const id = `e2e-${unique()}`;
  const member = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const fan = await member.newPage();
  await declineLinkPrompt(fan);
  await signIn(fan, FAN, '/board/all');

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN, '/admin/board');
  await expect(page.getByRole('heading', { name: '게시판 관리', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('게시판 관리 - 씨나인');
  const rows = page.getByTestId('admin-board-row');
  await expect(rows.filter({ hasText: '/board/free' })).toBeVisible();

  // The list filters as the admin types, from what is loaded.
  await page.getByLabel('게시판 이름, 아이디, 말머리로 찾기').fill('잡담');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('/board/free');
  await page.getByLabel('게시판 이름, 아이디, 말머리로 찾기').fill('');

  await page.getByRole('button', { name: '게시판 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '게시판 추가' });
  await dialog.getByLabel('게시판 아이디').fill('Bad Id');
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(dialog.getByText('게시판 아이디는 영문 소문자, 숫자, 하이픈만 쓸 수 있습니다.')).toBeVisible();
  await expect(dialog.getByText('이름 항목은 필수입니다.')).toBeVisible();
  await dialog.getByLabel('게시판 아이디').fill(id);
  await dialog.getByLabel('이름', { exact: true }).fill('응원방');
  await dialog.getByRole('button', { name: '말머리 추가' }).click();
  await dialog.getByLabel('말머리 1 이름').fill('응원글');
  await dialog.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByText("'응원방' 게시판을 만들었습니다.")).toBeVisible();
  await expect(sideMenu(fan).getByRole('link', { name: '응원방' })).toBeVisible();

  const row = rows.filter({ hasText: `/board/${id}` });
  await row.getByRole('button', { name: '수정: 응원방' }).click();
  const edit = page.getByRole('dialog', { name: '게시판 수정' });
  await expect(edit.getByLabel('게시판 아이디')).toHaveAttribute('readonly', '');
  await edit.getByLabel('이름', { exact: true }).fill('응원 게시판');
  await edit.getByRole('button', { name: '말머리 추가' }).click();
  await edit.getByLabel('말머리 2 이름').fill('방송 후기');
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(page.getByText("'응원 게시판' 게시판을 저장했습니다.")).toBeVisible();
  await expect(row).toContainText('방송 후기');

  // The member's menu follows the rename, and the board page shows the new category.
  const link = sideMenu(fan).getByRole('link', { name: '응원 게시판' });
  await expect(link).toBeVisible();
  await link.click();
  await expect(fan.getByRole('tab', { name: '방송 후기' })).toBeVisible();

  const writer = await apiSession(browser, ADMIN);
  const posted = await writer.request.post(`/api/v1/p/board/${id}/post`, {
    data: { title: '남을 글', content: '<p>x</p>' },
  });
  expect(posted.ok()).toBe(true);
  await writer.close();
  await page.reload();
  await expect(row).toContainText('글 1개');
  await row.getByRole('button', { name: '삭제: 응원 게시판' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    '이 게시판의 글 1개는 지워지지 않고 보관되지만, 회원에게는 보이지 않습니다.',
  );
  await confirm.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText("'응원 게시판' 게시판을 삭제했습니다.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(sideMenu(fan).getByRole('link', { name: '응원 게시판' })).toHaveCount(0);
  await page.getByText('삭제된 게시판 보기').click();
  await expect(row).toContainText('삭제됨');
  await member.close();
});

test('an admin makes a member a board admin, sees who holds the role and who may not write, and lifts both', async ({
  page,
  browser,
}) => {
  const staff = await apiSession(browser, ADMIN);
  const fan = await apiSession(browser, FAN);
  const fanUuid = ((await (await fan.request.get('/api/v1/user/me')).json()) as { uuid: string }).uuid;
  await fan.close();
  // Tall enough that the success toast (bottom right) does not cover the rows' buttons.
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN, '/admin/board');
  await page.getByRole('tab', { name: /게시판 관리자/ }).click();
  await page.getByLabel('지정할 게시판').selectOption('humor');
  await page.getByLabel('지정할 회원 닉네임').fill('열혈팬');
  await page.getByRole('button', { name: '회원 찾기' }).click();
  await page
    .getByRole('list', { name: '찾은 회원' })
    .getByRole('listitem')
    .filter({ hasText: '(soopfan)' })
    .getByRole('button', { name: /^지정:/ })
    .click();
  await expect(page.getByText(/님을 '유머' 게시판 관리자로 지정했습니다\./)).toBeVisible();
  await page.getByLabel('닉네임, 아이디, 게시판으로 찾기').fill('유머');
  const holders = page.getByRole('list', { name: '게시판 관리자 목록' }).getByRole('listitem');
  await expect(holders.filter({ hasText: '(soopfan)' })).toContainText('유머 게시판 관리자');
  await holders
    .filter({ hasText: '(soopfan)' })
    .getByRole('button', { name: /^권한 해제/ })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: '해제' }).click();
  await expect(holders.filter({ hasText: '(soopfan)' })).toHaveCount(0);
  const moderation = await staff.request.get(`/api/v1/user/${fanUuid}/moderation`);
  expect(((await moderation.json()) as { boardRoleList: unknown[] }).boardRoleList).not.toContainEqual({
    boardId: 'humor',
    role: { code: 'ADMIN' },
  });
  await staff.close();

  const soopId = `e2e${unique().replace(/-/g, '')}`;
  await page.getByRole('tab', { name: /글쓰기 제한/ }).click();
  await page.getByLabel('차단할 SOOP 아이디').fill(soopId);
  await page.getByLabel('차단 사유').fill('도배');
  await page.getByRole('button', { name: '차단', exact: true }).click();
  await expect(page.getByText(`${soopId} 아이디를 차단했습니다.`)).toBeVisible();
  const barred = page.getByRole('list', { name: '차단된 SOOP 아이디 목록' }).getByRole('listitem');
  await page.getByLabel('닉네임, 아이디, 사유로 찾기').fill(soopId);
  await expect(barred).toHaveCount(1);
  await expect(barred).toContainText('도배');
  await barred.getByRole('button', { name: `제한 해제: ${soopId}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '해제' }).click();
  await expect(page.getByText('찾는 아이디가 없습니다')).toBeVisible();
});

test('the admin menu lists the admin screens; on a phone the header leads back to the site', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ADMIN, '/admin/board');
  await page.getByRole('button', { name: '메뉴 열기' }).click();
  const menu = page.getByRole('dialog');
  for (const screen of [
    '크루 멤버',
    '사용자',
    '게시판',
    '드림티켓',
    '복권',
    '포인트 받기',
    '리워드 기프트샵',
  ])
    await expect(menu.getByRole('link', { name: screen, exact: true })).toBeVisible();
  // The drawer spells the way back out; the header keeps an arrow named 사이트로.
  await menu.getByRole('link', { name: '사이트로 돌아가기' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/board');
  await expect(page.getByRole('heading', { name: '게시판 관리', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: '사이트로', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const scheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: /admin/board, ${width}px ${scheme}`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const name = `${width}-${scheme}`;
      await signIn(page, ADMIN, '/admin/board');
      await expect(page.getByTestId('admin-board-row').first()).toBeVisible();
      await expect(page.getByRole('button', { name: / 메뉴$/ })).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/admin-board-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await page.getByRole('tab', { name: /게시판 관리자/ }).click();
      await expect(page.getByLabel('지정할 회원 닉네임')).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/admin-board-roles-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await page.getByRole('tab', { name: /글쓰기 제한/ }).click();
      await expect(page.getByLabel('차단할 SOOP 아이디')).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/admin-board-blacklist-${name}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await page.getByRole('tab', { name: '게시판', exact: false }).first().click();
      await page.getByRole('button', { name: '수정: 자유게시판' }).click();
      await expect(page.getByRole('dialog', { name: '게시판 수정' })).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/admin-board-dialog-${name}.png`,
        animations: 'disabled',
      });
    });
  }
}
