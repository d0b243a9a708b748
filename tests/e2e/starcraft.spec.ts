import { ADMIN, apiSession, controlled, FAN, signInContext, untilKept } from './support';
import { expect, type Page, test } from './test';

/**
 * StarCraft (issue 15 items 1-3, 7): the league table follows a result an admin enters, /starcraft/record
 * opens offline from its cache, and the screenshots of every page at 390 and 1440 px, light and dark.
 */

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1440] as const;

/** Each page with what shows it has loaded. */
const PAGES: [string, string, (page: Page) => Promise<void>][] = [
  ['record', '/starcraft/record', (p) => expect(p.getByTestId('sc-match').first()).toBeVisible()],
  ['league', '/starcraft/league', (p) => expect(p.getByTestId('sc-bracket-match').first()).toBeVisible()],
  ['entry', '/starcraft/entry', (p) => expect(p.getByTestId('sc-entry').first()).toBeVisible()],
  ['admin-player', '/admin/game/player', (p) => expect(p.getByTestId('sc-player').first()).toBeVisible()],
  ['admin-academy', '/admin/game/academy', (p) => expect(p.getByTestId('sc-academy').first()).toBeVisible()],
  [
    'admin-league',
    '/admin/game/league',
    (p) => expect(p.getByTestId('sc-admin-match').first()).toBeVisible(),
  ],
];

test('the league table and schedule update live when an admin enters a result', async ({ page, browser }) => {
  const admin = await apiSession(browser, ADMIN);
  const { season } = (await (await admin.request.get('/api/v1/p/starcraft/league')).json()) as {
    season: {
      matches: { id: string; status: string; scoreA: number; scoreB: number; playerA: { name: string } }[];
    };
  };
  // The demo's live set: 스타왕별이 leads 벙커링 1:0 in A조.
  const live = season.matches.find((m) => m.status === 'live')!;
  const score = (body: object) =>
    admin.request.put(`/api/v1/starcraft/league/match/${live.id}/score`, { data: body });
  try {
    await page.goto('/starcraft/league');
    const row = page.locator(`[data-match-id="${live.id}"]`);
    await expect(row.getByTestId('sc-league-score')).toHaveText('1 : 0');
    const groupA = page.getByRole('table', { name: 'A조 순위' });
    const leader = groupA.getByTestId('sc-standing-row').filter({ hasText: live.playerA.name });
    await expect(leader.getByTestId('sc-standing-wins')).toHaveText('1');

    expect((await score({ scoreA: 2, scoreB: 0, status: 'final' })).ok()).toBe(true);
    await expect(row.getByTestId('sc-league-score')).toHaveText('2 : 0');
    await expect(row).toContainText('종료');
    await expect(leader.getByTestId('sc-standing-wins')).toHaveText('2');
  } finally {
    await score({ scoreA: live.scoreA, scoreB: live.scoreB, status: 'live' });
    await admin.close();
  }
});

test('an admin enters a game on /starcraft/record; the races follow the players picked; then deletes it', async ({
  page,
  context,
}) => {
  await signInContext(context, ADMIN);
  await page.goto('/starcraft/record');
  await page.getByRole('button', { name: '전적 입력' }).click();
  const dialog = page.getByRole('dialog', { name: '전적 입력' });
  const map = `투혼 ${Date.now().toString(36)}`;
  await dialog.getByLabel('맵').fill(map);
  await dialog.getByRole('button', { name: '입력' }).click();
  await expect(dialog.getByText('승자를 골라 주세요.')).toBeVisible();

  // Each player's own race comes with them (a random player's stays as chosen).
  const winner = dialog.getByLabel('승자', { exact: true });
  await winner.selectOption({ index: 1 });
  const picked = (await winner.locator('option:checked').textContent()) ?? '';
  const race = picked.match(/\((.+)\)$/)?.[1];
  if (race && race !== '랜덤')
    await expect(dialog.getByLabel('승자 종족').locator('option:checked')).toHaveText(race);
  await dialog.getByLabel('패자', { exact: true }).selectOption({ index: 2 });
  await dialog.getByRole('button', { name: '입력' }).click();
  await expect(page.getByText('전적을 입력했습니다.')).toBeVisible();
  const row = page.getByTestId('sc-match').filter({ hasText: map });
  await expect(row).toContainText(picked.replace(/ \(.+\)$/, ''));

  await row.getByRole('button', { name: '전적 삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(row).toHaveCount(0);
});

test('an admin makes an academy team, ticks a player who is in another team, and removes the team', async ({
  page,
  context,
}) => {
  await signInContext(context, ADMIN);
  await page.goto('/admin/game/academy');
  await page.getByRole('button', { name: '팀 추가' }).click();
  const dialog = page.getByRole('dialog', { name: '팀 추가' });
  const team = `새싹팀 ${Date.now().toString(36)}`;
  await dialog.getByLabel('팀 이름').fill(team);
  const roster = dialog.getByRole('group', { name: '소속 선수' });
  await expect(roster).toContainText('소속 선수 0명');
  // A player of another team says which one, and leaves it when ticked here.
  const taken = roster.locator('label').filter({ hasText: '씨나인 아카데미' }).first();
  const name = ((await taken.textContent()) ?? '')
    .replace(/^[TZPR]/, '')
    .replace('씨나인 아카데미', '')
    .trim();
  await taken.click();
  await expect(roster).toContainText('소속 선수 1명');
  await dialog.getByRole('button', { name: '추가' }).click();
  const card = page.getByTestId('sc-academy').filter({ hasText: team });
  await expect(card).toContainText(name);

  await card.getByRole('button', { name: `${team} 삭제` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
  await expect(card).toHaveCount(0);
});

test('/starcraft/record opens offline from its cache after one visit, with the stale mark', async ({
  page,
  context,
}) => {
  await signInContext(context, FAN);
  await page.goto('/starcraft/record');
  await expect(page.getByTestId('sc-rating-row').first()).toBeVisible();
  await untilKept(page, 'starcraft/record');
  await controlled(page);
  await expect(page.getByTestId('stale-mark')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '스타크래프트 전적', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '레이팅 순위' })).toContainText('스타왕별이');
  await expect(page.getByTestId('stale-mark')).toContainText('오프라인이라');
  // The analysis still works from the kept answer.
  await page.getByRole('combobox', { name: '상대 선수' }).selectOption({ label: '저글링러시' });
  await expect(page.getByTestId('sc-head-to-head')).toContainText('저글링러시');
  await context.setOffline(false);
});

test('screens: screenshots of the StarCraft pages at 390 and 1440 px, light and dark', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  for (const colorScheme of SCHEMES)
    for (const width of WIDTHS) {
      const shot = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      await signInContext(shot, ADMIN);
      const page = await shot.newPage();
      for (const [name, path, loaded] of PAGES) {
        await page.goto(path);
        await loaded(page);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `tests/e2e/screens/starcraft-${name}-${width}-${colorScheme}.png`,
          fullPage: true,
        });
      }
      await shot.close();
    }
});
