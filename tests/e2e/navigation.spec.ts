import { FAN, signInContext } from './support';
import { type BrowserContext, expect, type Page, type Request, test } from './test';

/** The page stack (kept-alive list pages under a stackKey) and page-view reports, SPEC section 2. */

const KEYED = /[?&]stackKey=([A-Za-z][A-Za-z0-9]{7})$/;

/** Tags the page on screen by its heading (hidden stack pages keep theirs in the document), to find the same node again. */
const markPage = (page: Page) =>
  page.evaluate(() => {
    const shown = [...document.querySelectorAll('main h1')].find((heading) => heading.checkVisibility());
    if (shown) Reflect.set(shown, '__kept', true);
  });
const pageOnScreenIsMarked = (page: Page) =>
  page.evaluate(() => {
    const shown = [...document.querySelectorAll('main h1')].find((heading) => heading.checkVisibility());
    return shown !== undefined && Reflect.get(shown, '__kept') === true;
  });

/** Enough posts of our own in the humor board that its list scrolls and grows past one page. */
async function writePosts(context: BrowserContext, stamp: number, count: number) {
  for (let i = 0; i < count; i += 1) {
    const response = await context.request.post('/api/v1/p/board/humor/post', {
      data: { title: `스택 ${stamp} #${i}`, content: '<p>목록 유지 확인</p>' },
    });
    expect(response.ok()).toBe(true);
  }
}

const pageViews = (page: Page) => {
  const seen: { path: string; referrer: string | null }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/log/page-view'))
      seen.push(request.postDataJSON());
  });
  return seen;
};

const pageViewStored = (page: Page, path: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/log/page-view') && response.request().postDataJSON().path === path,
  );

/**
 * Opens a list page as the signed-in member. The very first start paints the signed-out database
 * until the session check answers, then the member's; a reload starts on the member's own, so
 * the list on screen is the one that stays.
 */
async function openAsMember(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(KEYED);
  const view = pageViewStored(page, path);
  await page.reload();
  await expect(page.getByTestId('post-row').first()).toBeVisible();
  // Reported about 1 s after landing, which also puts the app past its first second (scroll restore).
  expect((await view).status()).toBe(200);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('back from a post shows the very same list page, scrolled and grown as it was left', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 700 } });
  await signInContext(context, FAN);
  const stamp = Date.now();
  await writePosts(context, stamp, 45);
  const page = await context.newPage();
  await openAsMember(page, '/board/humor');
  const listUrl = page.url();
  const rows = page.getByTestId('post-row');
  await expect(rows.first()).toContainText(`스택 ${stamp} #44`);
  // Growing the list keeps the rows it shows: the first row stays the same node throughout.
  await rows.first().evaluate((row) => Reflect.set(row, '__first', true));

  // Grow the list past its first page, then leave it part-way down.
  const older = page.getByText(`스택 ${stamp} #10`, { exact: true });
  for (let i = 0; i < 20 && !(await older.isVisible()); i += 1) await page.mouse.wheel(0, 1500);
  await expect(older).toBeVisible();
  // Scrolled again until it holds, in case the last page of rows is still being laid out.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, 1200));
      return scrollY(page);
    })
    .toBe(1200);
  const grown = await rows.count();
  expect(grown).toBeGreaterThan(20);
  await markPage(page);
  await expect(page).toHaveTitle('유머 - 씨나인');

  // Open a post by a click where it is, without Playwright scrolling it into view first.
  const postView = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/v1/log/page-view') &&
      request.postDataJSON().path.startsWith('/board/humor/'),
  );
  await page.evaluate(() => {
    const rows = document.querySelectorAll<HTMLAnchorElement>('a[data-testid="post-row"]');
    [...rows].find((row) => row.getBoundingClientRect().top > 100)?.click();
  });
  await expect(page).toHaveURL(/\/board\/humor\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('post-body')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page).toHaveTitle(new RegExp(`^스택 ${stamp} #\\d+ - 씨나인$`));
  expect((await postView).postDataJSON().referrer).toBe('/board/humor');

  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect.poll(() => scrollY(page)).toBe(1200);
  expect(await pageOnScreenIsMarked(page)).toBe(true);
  // At once, not after growing again: the rows loaded before are still there.
  expect(await rows.count()).toBeGreaterThanOrEqual(grown);
  expect(await rows.first().evaluate((row) => Reflect.get(row, '__first'))).toBe(true);
  await expect(page).toHaveTitle('유머 - 씨나인');
  await context.close();
});

test('a filter opens a new stack page; back shows the unfiltered list as it was', async ({ browser }) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  const page = await context.newPage();
  await openAsMember(page, '/board/all');
  const allUrl = page.url();
  await markPage(page);
  const views = pageViews(page);

  const popularView = pageViewStored(page, '/board/all?popular=true');
  await page.getByRole('tab', { name: '인기글' }).click();
  await expect(page).toHaveURL(/popular=true/);
  await expect(page).toHaveURL(KEYED);
  expect(page.url().match(KEYED)?.[1]).not.toBe(allUrl.match(KEYED)?.[1]);
  expect((await popularView).status()).toBe(200);
  // The keyless address the filter pushed was replaced by the keyed one: one view, not two.
  expect(views.filter((view) => view.path === '/board/all?popular=true')).toHaveLength(1);

  await page.goBack();
  await expect(page).toHaveURL(allUrl);
  await expect(page.getByRole('tab', { name: '전체', exact: true })).toHaveAttribute('aria-selected', 'true');
  expect(await pageOnScreenIsMarked(page)).toBe(true);
  await context.close();
});

test('browser back waits for the leave prompt, and the kept list is there once it is allowed', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  const page = await context.newPage();
  await openAsMember(page, '/board/free');
  const listUrl = page.url();
  await markPage(page);

  await page.getByRole('main').getByRole('link', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/board\/free\/write$/);
  // By role: the kept list's hidden search box is labelled '제목 검색'.
  const title = page.getByRole('textbox', { name: '제목', exact: true });
  const typed = `떠나기 전 ${Date.now()}`;
  await title.fill(typed);
  // The draft is written once typing pauses, after the form has told its leave guard.
  await expect
    .poll(() => page.evaluate((text) => Object.values(localStorage).some((v) => v.includes(text)), typed))
    .toBe(true);

  await page.goBack();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('작성 중인 내용이 사라집니다. 계속하시겠습니까?');
  await dialog.getByRole('button', { name: '아니오' }).click();
  await expect(page).toHaveURL(/\/board\/free\/write$/);
  await expect(title).not.toHaveValue('');

  await page.goBack();
  await dialog.getByRole('button', { name: '예' }).click();
  await expect(page).toHaveURL(listUrl);
  expect(await pageOnScreenIsMarked(page)).toBe(true);
  await context.close();
});

test('signing out drops the pages kept for the member', async ({ browser }) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  const page = await context.newPage();
  await openAsMember(page, '/board/free');
  await page.getByRole('main').getByRole('link', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/board\/free\/write$/);
  // Hidden, but still in the document while the member is signed in.
  await expect(page.locator('main h1').filter({ hasText: '자유게시판' })).toHaveCount(1);

  // The menu may be drawn anew while it opens (a notification's count arriving): a click that
  // met the old item is tried again.
  await expect(async () => {
    if (new URL(page.url()).pathname === '/') return;
    const logout = page.getByRole('menuitem', { name: '로그아웃' });
    if (!(await logout.isVisible())) await page.getByRole('button', { name: '열혈팬 메뉴' }).click();
    await logout.click({ timeout: 3_000 });
    await expect(page).toHaveURL(/\/$/, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: '로그인' }).first()).toBeVisible();
  await expect(page.locator('main h1').filter({ hasText: '자유게시판' })).toHaveCount(0);
  await context.close();
});
