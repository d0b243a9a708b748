import { ADMIN, controlled, keptPages, MANAGER, signIn, untilKept } from './support';
import { expect, type Page, test } from './test';

/** Server-loaded admin pages open offline from the account's last answer, marked stale. */

const crewRow = (page: Page) => page.getByTestId('crew-station-row').filter({ hasText: 'c9star' });

/** The accounts whose pages the device keeps. */
const keptAccounts = async (page: Page) => (await keptPages(page)).map((kept) => kept.account);

async function openCrewPage(page: Page, account: typeof ADMIN) {
  await signIn(page, account, '/admin/crew-member');
  await expect(crewRow(page)).toBeVisible();
  await untilKept(page, 'admin/crew-member');
  // Installed before going offline, so the reload below is served by the service worker.
  await controlled(page);
}

test('an admin page opens offline from its cache with the stale mark', async ({ page, context }) => {
  await openCrewPage(page, ADMIN);
  await expect(page.getByTestId('stale-mark')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '크루 멤버', level: 1 })).toBeVisible();
  await expect(crewRow(page)).toContainText('스타팀');
  const mark = page.getByTestId('stale-mark');
  await expect(mark).toContainText(/(방금 전|\d+분 전) 정보/);
  await expect(mark).toContainText('오프라인이라');

  // Back online, the next visit refreshes from the server and the mark is gone.
  await context.setOffline(false);
  await page.reload();
  await expect(crewRow(page)).toBeVisible();
  await expect(mark).toHaveCount(0);
});

test('after a logout and a login as another account the cache is not shown', async ({ page, context }) => {
  await openCrewPage(page, ADMIN);
  const admin = (await (await page.request.get('/api/v1/user/me')).json()) as { uuid: string };
  expect(await keptAccounts(page)).toContain(admin.uuid);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => keptAccounts(page)).not.toContain(admin.uuid);

  await signIn(page, MANAGER, '/');
  await controlled(page);
  await context.setOffline(true);
  await page.goto('/admin/crew-member');
  await expect(page.getByText('목록을 불러오지 못했습니다')).toBeVisible();
  await expect(crewRow(page)).toHaveCount(0);
  await expect(page.getByTestId('stale-mark')).toHaveCount(0);
  await context.setOffline(false);
});

test('offline, the member list opens from its cache and still filters as one types', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN, '/admin/user');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await controlled(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('stale-mark')).toContainText('오프라인이라');
  await page.getByLabel('검색 항목').selectOption('username');
  await page.getByRole('searchbox').pressSequentially('soopfan');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(page.getByTestId('user-row')).toContainText('soopfan');
  // The address follows once typing pauses, so a reload keeps the search.
  await expect(page).toHaveURL(/q=soopfan/);
  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue('soopfan');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await context.setOffline(false);
});
