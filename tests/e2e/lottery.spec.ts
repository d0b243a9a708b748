import { ADMIN, apiSession, controlled, linkSoop, MANAGER, signIn, signInContext } from './support';
import { type Browser, type BrowserContext, expect, type Page, test } from './test';

/**
 * The lottery (issue 12 item 3): entering, the draw's proof, the poster popup and its
 * "오늘 하루 보지 않기", and the reward popup (item 5). Every lottery made here ends within a minute
 * and the reward item is hidden again, so no later spec meets a popup on the home page.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1440] as const;

let admin: BrowserContext;
const opened: string[] = [];

async function openLottery(title: string, endInMs: number, winnerCount = 2): Promise<string> {
  const res = await admin.request.post('/api/v1/admin/lottery', {
    data: {
      title,
      prize: '멤버 사인 앨범',
      description: '방송 1주년 기념 복권이에요.',
      entryCost: 0,
      winnerCount,
      startAt: at(-60_000),
      endAt: at(endInMs),
    },
  });
  expect(res.ok()).toBe(true);
  const { id } = (await res.json()) as { id: string };
  opened.push(id);
  return id;
}

/** A new member of this spec, signed in on a context of its own. */
async function newMember(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const tag = unique();
  const member = { username: `lt${tag}`, password: 'goodpass1', nickname: `복권${tag.slice(-6)}` };
  const context = await browser.newContext(options);
  expect((await context.request.post('/api/v1/user/register', { data: member })).ok()).toBe(true);
  await signInContext(context, member);
  // Entering pays prizes: it needs a linked SOOP account.
  await linkSoop(context.request, member.username);
  const page = await context.newPage();
  // The SOOP link prompt asks an unlinked member a few seconds after a tab opens; it covers the page.
  await page.addLocatorHandler(page.getByRole('alertdialog', { name: 'SOOP 계정 연동' }), (prompt) =>
    prompt.getByRole('button', { name: '아니오' }).click(),
  );
  return { ...member, context, page };
}

const lotteryList = (page: Page) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/p/lottery' && r.ok());

test.beforeAll(async ({ browser }) => {
  admin = await apiSession(browser, ADMIN);
});

test.afterAll(async () => {
  // Later specs open the home page: wait until no lottery of this spec is still taking entries.
  await expect
    .poll(
      async () => {
        const { data } = (await (await admin.request.get('/api/v1/p/lottery')).json()) as {
          data: { id: string; status: string }[];
        };
        return data.filter((l) => opened.includes(l.id) && l.status === 'OPEN').length;
      },
      { timeout: 90_000 },
    )
    .toBe(0);
  await admin.close();
});

test('the poster popup: 닫기 for this visit, 오늘 하루 보지 않기 until midnight, even after a reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2E 포스터 복권 ${unique()}`;
  const id = await openLottery(title, 60_000, 3);
  const context = await browser.newContext();
  const page = await context.newPage();
  const popup = page.getByTestId('lottery-popup');

  await page.goto('/');
  await expect(popup).toContainText(title);
  await popup.getByRole('button', { name: '닫기' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(popup).toContainText(title);

  await popup.getByText('오늘 하루 보지 않기').click();
  await expect(popup).toBeHidden();
  const kept = () =>
    page.evaluate((lotteryId) => {
      const raw = localStorage.getItem('anon_storage_lottery');
      return raw ? typeof JSON.parse(raw)[lotteryId] : 'missing';
    }, id);
  expect(await kept()).toBe('number');
  const answered = lotteryList(page);
  await page.reload();
  await answered;
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(popup).toHaveCount(0);
  expect(await kept()).toBe('number');
  await context.close();

  // The poster opens the lottery page; the shots while the lottery is still running.
  for (const colorScheme of SCHEMES)
    for (const width of WIDTHS) {
      const shot = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      const p = await shot.newPage();
      await p.goto('/');
      await expect(p.getByTestId('lottery-popup')).toContainText(title);
      await p.screenshot({
        path: `tests/e2e/screens/lottery-popup-${width}-${colorScheme}.png`,
        animations: 'disabled',
      });
      if (width === 390 && colorScheme === 'light') {
        await p.getByRole('button', { name: `${title} 응모하러 가기` }).click();
        await expect(p).toHaveURL(/\/event\/lottery$/);
        await expect(p.getByTestId('lottery-card').filter({ hasText: title })).toBeVisible();
        await expect(p.getByTestId('lottery-popup')).toHaveCount(0);
      }
      await shot.close();
    }
});

test('the reward popup announces the opening, goes to the shop, and stays closed today', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = await apiSession(browser, MANAGER);
  const name = `E2E 치킨 쿠폰 ${unique()}`;
  const created = await manager.request.post('/api/v1/reward-giftshow/item', {
    data: { name, description: '', cost: 500, stock: 5, opensAt: at(24 * 3_600_000) },
  });
  expect(created.ok()).toBe(true);
  const item = (await created.json()) as { id: string };
  try {
    for (const colorScheme of SCHEMES)
      for (const width of WIDTHS) {
        const member = await newMember(browser, {
          viewport: { width, height: width < 600 ? 844 : 900 },
          colorScheme,
        });
        const { page } = member;
        // A running lottery's poster comes first; the reward popup follows it.
        const poster = page.getByTestId('lottery-popup');
        await page.addLocatorHandler(poster, () => poster.getByRole('button', { name: '닫기' }).click());
        await page.goto('/');
        const popup = page.getByTestId('reward-popup');
        await expect(popup).toContainText(name);
        await expect(popup).toContainText('에 열려요!');
        await expect(popup).toContainText('선착순 5개');
        await page.screenshot({
          path: `tests/e2e/screens/reward-popup-${width}-${colorScheme}.png`,
          animations: 'disabled',
        });
        if (width === 390 && colorScheme === 'light') {
          await popup.getByRole('button', { name: '리워드 보러 가기' }).click();
          await expect(page).toHaveURL(/\/event\/reward$/);
          const answered = lotteryList(page);
          await page.goto('/');
          await answered;
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(popup).toHaveCount(0);
        }
        await member.context.close();
      }
  } finally {
    await manager.request.put(`/api/v1/reward-giftshow/item/${item.id}`, {
      data: { name, description: '', cost: 500, stock: 5, opensAt: at(24 * 3_600_000), hidden: true },
    });
    await manager.close();
  }
});

test('a member enters, the draw picks several winners, and the panel recomputes them: 일치', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2E 응모 복권 ${unique()}`;
  const id = await openLottery(title, 20_000);
  // A second entry, so the draw picks two winners out of two entries.
  expect(
    (await admin.request.post(`/api/v1/lottery/${id}/entry`, { data: { idempotencyKey: unique() } })).ok(),
  ).toBe(true);
  const member = await newMember(browser);
  const { page } = member;
  const listed = lotteryList(page);
  await page.goto('/event/lottery');
  await listed;
  // A popup of another running lottery may cover the page: this test is about the page.
  const popup = page.getByTestId('lottery-popup');
  await page.addLocatorHandler(popup, () => popup.getByRole('button', { name: '닫기' }).click());

  const card = page.getByTestId('lottery-card').filter({ hasText: title });
  await expect(card).toContainText('무료 응모');
  await card.getByRole('button', { name: '응모하기' }).click();
  await expect(card.getByTestId('lottery-entered')).toBeVisible();
  await expect(page.getByTestId('my-lottery-entries')).toContainText(title);

  // Offline: the kept lists with the stale mark, and entering says it needs the network.
  await controlled(page);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId('stale-mark')).toBeVisible();
  await expect(page.getByTestId('my-lottery-entries')).toContainText(title);
  await expect(page.getByTestId('lottery-offline')).toContainText('네트워크에 연결되어 있을 때만');
  await page.context().setOffline(false);

  const result = page.getByTestId('lottery-result').filter({ hasText: title });
  await expect(async () => {
    await page.reload();
    await expect(result.getByTestId('lottery-winners')).toContainText('당첨자:', { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  await expect(result.getByTestId('lottery-winners')).toContainText(member.nickname);
  await result.getByRole('button', { name: '공정성 검증하기' }).click();
  await expect(result.getByTestId('verify-verdict')).toHaveText('일치');
  await result.getByLabel('서버 시드 (추첨 후 공개)').fill('0'.repeat(64));
  await expect(result.getByTestId('verify-verdict')).toHaveText('불일치');
  await expect(page.getByTestId('my-lottery-entries')).toContainText('당첨');
  await member.context.close();
});

test('screens: the lottery page and its admin screen', async ({ browser }) => {
  test.setTimeout(120_000);
  // One lottery not yet taking entries (it never pops up), so the page shows a card of each kind.
  const upcoming = await admin.request.post('/api/v1/admin/lottery', {
    data: {
      title: `E2E 다음 복권 ${unique()}`,
      prize: '크루 굿즈 세트',
      entryCost: 100,
      winnerCount: 5,
      startAt: at(3_600_000),
      endAt: at(7_200_000),
    },
  });
  expect(upcoming.ok()).toBe(true);
  for (const colorScheme of SCHEMES)
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme,
      });
      const page = await context.newPage();
      await signIn(page, ADMIN, '/event/lottery');
      await expect(page.getByTestId('lottery-result').first()).toBeVisible();
      await expect(page.getByTestId('lottery-card').first()).toBeVisible();
      // The header's avatar loads on its own; shoot once it is there.
      await expect(page.getByRole('button', { name: / 메뉴$/ })).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/lottery-${width}-${colorScheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await page.goto('/admin/event/lottery');
      await expect(page.getByTestId('admin-lotteries')).toBeVisible();
      await expect(page.getByRole('button', { name: / 메뉴$/ })).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/admin-lottery-${width}-${colorScheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await context.close();
    }
});
