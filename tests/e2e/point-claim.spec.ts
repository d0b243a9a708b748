import {
  type Account,
  ADMIN,
  controlled,
  declineLinkPrompt,
  linkSoop,
  signIn,
  signInContext,
} from './support';
import { type Browser, expect, test } from './test';

/** Point claim (issue 12 item 6): staff make a code, a member claims it once, the list reads offline. */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** A new member of this spec, so no shared demo balance moves, linked to SOOP as claiming needs. */
async function newMember(browser: Browser): Promise<Account & { nickname: string }> {
  const tag = unique();
  const member = { username: `pc${tag}`, password: 'goodpass1', nickname: `받기${tag.slice(-6)}` };
  const context = await browser.newContext();
  expect((await context.request.post('/api/v1/user/register', { data: member })).ok()).toBe(true);
  await signInContext(context, member);
  await linkSoop(context.request, member.username);
  await context.close();
  return member;
}

test('staff make a code, a member claims it once from the 이벤트 menu, and the claim list opens offline', async ({
  page,
  browser,
}) => {
  const code = `E2E${unique().toUpperCase()}`.slice(0, 20);
  await signIn(page, ADMIN, '/admin/event/point');
  await expect(page.getByRole('heading', { name: '포인트 받기', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '코드 만들기' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('코드').fill(code.toLowerCase());
  await dialog.getByLabel('제목').fill('E2E 방송 감사 이벤트');
  await dialog.getByLabel('지급 포인트').fill('77');
  await dialog.getByLabel('선착순 수량').fill('3');
  await dialog.getByRole('button', { name: '만들기', exact: true }).click();
  const row = page.getByTestId('claim-code-row').filter({ hasText: code });
  await expect(row).toContainText('0 / 3명');
  await expect(row).toContainText('진행 중');

  const member = await newMember(browser);
  const memberPage = await (await browser.newContext()).newPage();
  // The SOOP link prompt asks an unlinked member a few seconds after a tab opens; it covers the page.
  await declineLinkPrompt(memberPage);
  await signIn(memberPage, member, '/');
  await memberPage.getByRole('button', { name: '이벤트' }).first().click();
  await memberPage.getByRole('link', { name: '포인트 받기' }).first().click();
  await expect(memberPage.getByRole('heading', { name: '포인트 받기', level: 1 })).toBeVisible();
  await expect(memberPage.getByText('아직 받은 코드가 없어요.')).toBeVisible();
  await memberPage.getByLabel('코드').fill(` ${code.toLowerCase()} `);
  await memberPage.getByRole('button', { name: '받기', exact: true }).click();
  await expect(memberPage.getByText('+77P를 받았어요.')).toBeVisible();
  await expect(memberPage.getByTestId('claim-row').first()).toContainText('E2E 방송 감사 이벤트');
  await expect(memberPage.getByTestId('claim-row').first()).toContainText('+77P');

  await memberPage.getByLabel('코드').fill(code);
  await memberPage.getByRole('button', { name: '받기', exact: true }).click();
  await expect(memberPage.getByText('이미 받은 코드입니다.')).toBeVisible();
  await memberPage.getByLabel('코드').fill('NOSUCHCODE');
  await memberPage.getByRole('button', { name: '받기', exact: true }).click();
  await expect(memberPage.getByText(/지금 받을 수 있는 코드가 아닙니다/)).toBeVisible();

  await page.reload();
  await expect(row).toContainText('1 / 3명');
  await row.getByRole('button', { name: '받은 회원' }).click();
  await expect(page.getByRole('dialog').getByText(member.nickname)).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '닫기' }).click();

  // Offline: the kept list with its stale mark, and claiming says it needs the network.
  await controlled(memberPage);
  await memberPage.context().setOffline(true);
  await memberPage.reload();
  await expect(memberPage.getByTestId('claim-row').first()).toContainText('+77P');
  await expect(memberPage.getByTestId('stale-mark')).toBeVisible();
  await expect(memberPage.getByRole('button', { name: '받기', exact: true })).toBeDisabled();
  await expect(
    memberPage.getByText('네트워크에 연결되어 있을 때만 할 수 있어요.', { exact: false }),
  ).toBeVisible();
  await memberPage.context().setOffline(false);
  await memberPage.context().close();
});
