import { ADMIN, apiSession, declineLinkPrompt, FAN, signInContext } from './support';
import { expect, test } from './test';

/**
 * Building a league on /admin/game/league (issue 15): a season, a group, a member's entry accepted
 * into it, a match at a Seoul time (the browser runs in Los Angeles), and the public page shows it.
 */
test('an admin opens a season, accepts an entry into a group, schedules a match, and the league shows it', async ({
  page,
  context,
  browser,
}) => {
  const run = Date.now().toString(36).slice(-5);
  const seasonName = `테스트 시즌 ${run}`;
  const gameName = `신청저그${run}`;
  await signInContext(context, ADMIN);
  await declineLinkPrompt(page);
  await page.goto('/admin/game/league');

  await page.getByRole('button', { name: '시즌 추가' }).click();
  const seasonDialog = page.getByRole('dialog', { name: '시즌 추가' });
  await seasonDialog.getByLabel('시즌 이름').fill(seasonName);
  await seasonDialog.getByLabel('시작일').fill('2026-12-01');
  await seasonDialog.getByLabel('종료일').fill('2026-11-01');
  await seasonDialog.getByRole('button', { name: '추가' }).click();
  await expect(seasonDialog).toContainText('끝나는 날은 시작하는 날보다 빠를 수 없습니다.');
  await seasonDialog.getByLabel('종료일').fill('2026-12-31');
  await seasonDialog.getByRole('button', { name: '추가' }).click();
  await expect(page.getByRole('combobox', { name: '시즌' })).toHaveValue(/.+/);
  await expect(page.getByText('2026.12.01 ~ 2026.12.31')).toBeVisible();
  const seasonId = new URL(page.url()).searchParams.get('season')!;

  const fan = await apiSession(browser, FAN);
  const applied = await fan.request.post('/api/v1/starcraft/entry', {
    data: { seasonId, gameName, race: 'Z' },
  });
  expect(applied.ok()).toBe(true);
  await fan.close();

  await page.getByRole('button', { name: '조 추가' }).click();
  const groupDialog = page.getByRole('dialog', { name: '조 추가' });
  await groupDialog.getByLabel('조 이름').fill('A조');
  await groupDialog.getByRole('group', { name: '조 선수' }).getByText('스타왕별이').click();
  await groupDialog.getByRole('button', { name: '추가' }).click();
  await expect(page.getByTestId('sc-admin-group')).toContainText('스타왕별이');

  const entry = page.getByTestId('sc-admin-entry').filter({ hasText: gameName });
  await expect(entry).toContainText('대기');
  await entry.getByRole('button', { name: `${gameName} 조에 넣기` }).click();
  const acceptDialog = page.getByRole('dialog', { name: /참가 신청/ });
  await expect(acceptDialog.getByLabel('선수')).toHaveValue('');
  await acceptDialog.getByRole('button', { name: '조에 넣기' }).click();
  await expect(entry).toContainText('A조');
  await expect(page.getByTestId('sc-admin-group')).toContainText(gameName);

  // From the keyboard: the toast of the entry just accepted covers the button for a while on a wide screen.
  await page.getByRole('button', { name: '경기 추가' }).press('Enter');
  const matchDialog = page.getByRole('dialog', { name: '경기 추가' });
  await matchDialog.getByLabel('선수 1').selectOption({ label: `${gameName} (저그)` });
  await matchDialog.getByLabel('선수 2').selectOption({ label: '스타왕별이 (테란)' });
  await matchDialog.getByLabel('경기 시각 (한국 시간)').fill('2026-12-02T20:30');
  await matchDialog.getByLabel('맵').fill('투혼');
  await matchDialog.getByRole('button', { name: '일정에 넣기' }).click();
  await expect(page.getByTestId('sc-admin-match')).toContainText('2026.12.02(수) 20:30');

  await page.getByRole('link', { name: /리그 페이지에서 보기/ }).click();
  await expect(page).toHaveURL(new RegExp(`/starcraft/league\\?season=${seasonId}`));
  await expect(page.getByRole('table', { name: 'A조 순위' })).toContainText(gameName);
  const match = page.getByTestId('sc-league-match');
  await expect(match).toContainText('2026.12.02(수) 20:30');
  await expect(match).toContainText('투혼');
  await expect(match).toContainText(gameName);
});
