import { ADMIN, apiSession, CREW, declineLinkPrompt, FAN, signInContext } from './support';
import { expect, test } from './test';

/**
 * Doosan cheering (issue 13 item 3): a member predicts, the admin enters the final score and the
 * member's page shows the payout; a visitor in a second context sees the cheer count rise live.
 */

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1440] as const;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

test('a prediction pays out after the admin enters the score; cheers rise live elsewhere', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const admin = await apiSession(browser, ADMIN);
  const res = await admin.request.post('/api/v1/admin/dusan', {
    data: { opponent: 'E2E 트윈스', doosanHome: true, venue: '잠실', startsAt: inAnHour() },
  });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  const crew = await apiSession(browser, CREW);
  expect(
    (
      await crew.request.post(`/api/v1/dusan/${id}/prediction`, { data: { pick: 'OPPONENT', stake: 50 } })
    ).ok(),
  ).toBe(true);

  const fanContext = await browser.newContext();
  await signInContext(fanContext, FAN);
  const fan = await fanContext.newPage();
  await declineLinkPrompt(fan);
  await fan.goto('/event/dusan');
  const card = fan.locator(`[data-match-id="${id}"]`);
  await expect(card.getByTestId('dusan-status')).toHaveText('예정');

  // Offline, predicting says it needs the network. On a device of its own: Chromium's offline
  // switch can leave a socket dead without closing it, and this page must hear the final score.
  const offlineContext = await browser.newContext();
  await signInContext(offlineContext, FAN);
  const offline = await offlineContext.newPage();
  await declineLinkPrompt(offline);
  await offline.goto('/event/dusan');
  const offlineCard = offline.locator(`[data-match-id="${id}"]`);
  await expect(offlineCard.getByTestId('dusan-status')).toHaveText('예정');
  await offlineContext.setOffline(true);
  await expect(offlineCard.getByRole('button', { name: '예측하기' })).toBeDisabled();
  await expect(offlineCard).toContainText('네트워크에 연결되어 있을 때만');
  await offlineContext.close();
  await card.getByRole('button', { name: '두산 승' }).click();
  await card.getByRole('spinbutton').fill('100');
  await card.getByRole('button', { name: '예측하기' }).click();
  await expect(card.getByTestId('dusan-mine')).toContainText('내 예측: 두산 승 · 100P');

  // A visitor watches the same game: the fan's presses reach them live.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/event/dusan');
  const watched = visitor.locator(`[data-match-id="${id}"]`);
  await expect(watched.getByTestId('dusan-cheer-count')).toHaveText('0');
  for (let n = 0; n < 5; n++) await card.getByRole('button', { name: '두산 응원하기' }).click();
  await expect(watched.getByTestId('dusan-cheer-count')).toHaveText('5');

  const final = await admin.request.put(`/api/v1/admin/dusan/${id}/score`, {
    data: { doosanScore: 3, opponentScore: 1, status: 'final' },
  });
  expect(final.ok()).toBe(true);
  // The winner takes the whole pool: 100 + 50.
  await expect(watched.getByTestId('dusan-status')).toHaveText('종료');
  await expect(watched.getByTestId('dusan-score')).toContainText('3');
  await expect(card.getByTestId('dusan-status')).toHaveText('종료');
  await expect(card.getByTestId('dusan-mine')).toContainText('적중! +150P');

  await Promise.all([fanContext.close(), visitorContext.close(), admin.close(), crew.close()]);
});

test('screens: the Doosan page and its admin screen', async ({ browser }) => {
  test.setTimeout(120_000);
  const admin = await apiSession(browser, ADMIN);
  const res = await admin.request.post('/api/v1/admin/dusan', {
    data: { opponent: '한화 이글스', doosanHome: false, venue: '대전', startsAt: inAnHour() },
  });
  const { id } = (await res.json()) as { id: string };
  await admin.request.post(`/api/v1/admin/dusan/${id}/vote`, {
    data: { question: '오늘의 MVP는?', options: ['양의지', '정수빈', '곽빈'] },
  });
  await admin.close();
  for (const colorScheme of SCHEMES)
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      await signInContext(context, ADMIN);
      const page = await context.newPage();
      await declineLinkPrompt(page);
      await page.goto('/event/dusan');
      await expect(page.locator(`[data-match-id="${id}"]`)).toBeVisible();
      await page.screenshot({ path: `tests/e2e/screens/dusan-${width}-${colorScheme}.png`, fullPage: true });
      await page.goto('/admin/dusan');
      await expect(page.getByTestId('admin-dusan-match').first()).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/admin-dusan-${width}-${colorScheme}.png`,
        fullPage: true,
      });
      await context.close();
    }
});
