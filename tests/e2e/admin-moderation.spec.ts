import { ADMIN, apiSession, CREW, FAN, MANAGER, signIn, writePost } from './support';
import { expect, type Page, test } from './test';

/** The admin user page's member tools (issue 11 item 8): each change asks first, then holds. */

const confirm = (page: Page) => page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

test('staff adjust points, grant a board role and bar a member from writing, each after a confirmation', async ({
  page,
  browser,
}) => {
  await signIn(page, MANAGER, '/admin/user');
  await page.goto('/admin/user?q=soopfan&field=username');
  await page
    .getByRole('button', { name: /^관리: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  const before = await dialog.getByTestId('moderation-point').textContent();

  await dialog.getByLabel('조정할 포인트').fill('1234');
  await dialog.getByLabel('조정 사유').fill('이벤트 보상');
  await dialog.getByRole('button', { name: '조정하기' }).click();
  await confirm(page);
  await expect(dialog.getByTestId('moderation-point')).not.toHaveText(before ?? '');

  await dialog.getByLabel('게시판').selectOption({ label: '자유게시판' });
  await dialog.getByRole('button', { name: '지정' }).click();
  await confirm(page);
  await expect(dialog.getByRole('button', { name: '자유게시판 관리자 해제' })).toBeVisible();
  await dialog.getByRole('button', { name: '자유게시판 관리자 해제' }).click();
  await confirm(page);
  await expect(dialog.getByRole('button', { name: '자유게시판 관리자 해제' })).toHaveCount(0);

  await dialog.getByLabel('제한 사유').fill('도배');
  await dialog.getByRole('button', { name: '제한', exact: true }).click();
  await confirm(page);
  await expect(dialog.getByTestId('blacklisted')).toBeVisible();

  // The barred member's write is refused by the server.
  const fan = await apiSession(browser, FAN);
  const refused = await fan.request.post('/api/v1/p/board/free/post', {
    data: { title: '제한 중 글', content: '<p>안 됩니다</p>' },
  });
  expect(refused.status()).toBe(403);

  await dialog.getByRole('button', { name: '제한 해제' }).click();
  await confirm(page);
  await expect(dialog.getByTestId('blacklisted')).toHaveCount(0);
  expect(await writePost(fan.request, '제한 풀린 글')).toBeTruthy();
  await fan.close();
});

test('an admin hangs the crown beside a member’s name and takes it back, each after a confirmation', async ({
  page,
  browser,
}) => {
  const crew = await apiSession(browser, CREW);
  const crewUuid = ((await (await crew.request.get('/api/v1/user/me')).json()) as { uuid: string }).uuid;
  await crew.close();
  const rightsOfCrew = async () =>
    (
      (await (await page.request.get(`/api/v1/p/user/badge?uuid=${crewUuid}`)).json()) as {
        badges: { rights: string[] }[];
      }
    ).badges[0]?.rights;

  await signIn(page, ADMIN, '/admin/user');
  await page.goto('/admin/user?q=crew&field=username');
  await page
    .getByRole('button', { name: /^관리: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toContainText('(crew)');

  const grant = dialog.getByRole('button', { name: '왕관 달기' });
  await grant.click();
  // Asked first: cancelling changes nothing.
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
  await expect(grant).toHaveAttribute('aria-pressed', 'false');
  expect(await rightsOfCrew()).toEqual([]);

  await grant.click();
  await expect(page.getByRole('alertdialog')).toContainText('왕관 아이콘을 달까요?');
  await confirm(page);
  const take = dialog.getByRole('button', { name: '왕관 떼기' });
  await expect(take).toHaveAttribute('aria-pressed', 'true');
  expect(await rightsOfCrew()).toEqual(['P_S']);

  // Taken back, so the shared demo member is as it was.
  await take.click();
  await expect(page.getByRole('alertdialog')).toContainText('왕관 아이콘을 뗄까요?');
  await confirm(page);
  await expect(dialog.getByRole('button', { name: '왕관 달기' })).toHaveAttribute('aria-pressed', 'false');
  expect(await rightsOfCrew()).toEqual([]);
});

test('a manager manages members but is not offered the right icons', async ({ page }) => {
  await signIn(page, MANAGER, '/admin/user');
  await page.goto('/admin/user?q=crew&field=username');
  await page
    .getByRole('button', { name: /^관리: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toContainText('(crew)');
  await expect(dialog.getByText('포인트 조정')).toBeVisible();
  await expect(dialog.getByRole('button', { name: '왕관 달기' })).toHaveCount(0);
});
