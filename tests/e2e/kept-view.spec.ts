import { ADMIN, apiSession, CREW, FAN, signInWithForm, writePost } from './support';
import { type BrowserContext, expect, type Page, test } from './test';

/**
 * The reopen path (src/app/snapshot): the page paints its last kept view before any module loads,
 * then the app takes over. The view must never show another account's page, nor a post deleted or
 * an author blocked since, and the takeover must not move what is on screen.
 */

/**
 * Runs before the page: what the kept view showed the moment it was painted, if one was, and
 * whether a frame of it came before the app's entry script was started (src/app/snapshot/start-entry.ts).
 */
const RECORD_KEPT_VIEW = `(() => {
  new MutationObserver((_, observer) => {
    const view = document.getElementById('c9-kept-view');
    if (!view) return;
    window.__keptViewText = view.textContent;
    requestAnimationFrame(() => { window.__keptViewFramed = true; });
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new MutationObserver((_, observer) => {
    if (!document.querySelector('script[type="module"][src]')) return;
    window.__entryAfterKeptFrame = window.__keptViewFramed === true;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})()`;

/**
 * Runs before the page: the page's cumulative layout shift (Layout Instability API), and what moved
 * (so a failure says which element to fix).
 */
const RECORD_LAYOUT_SHIFT = `(() => {
  window.__layoutShift = 0;
  window.__shifted = [];
  const describe = (source) => {
    const node = source.node;
    const name = node instanceof Element
      ? node.tagName.toLowerCase() + (node.getAttribute('data-testid') ? '[' + node.getAttribute('data-testid') + ']' : '')
      : '#text';
    const text = (node?.textContent ?? '').trim().slice(0, 40);
    const from = source.previousRect, to = source.currentRect;
    return name + ' "' + text + '" y ' + from.y + '→' + to.y + ' h ' + from.height + '→' + to.height;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__layoutShift += entry.value;
      window.__shifted.push(entry.value.toFixed(4) + ' at ' + Math.round(entry.startTime) + ' ms: ' + entry.sources.map(describe).join('; '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
})()`;

const keptViewText = (page: Page) =>
  page.evaluate(() => (window as { __keptViewText?: string }).__keptViewText);

/** Whether a kept view of the device holds `text` (the app keeps a page once it settles). */
const keptHolds = (page: Page, text: string) =>
  page.evaluate(
    (wanted) =>
      Object.keys(localStorage).some(
        (key) => key.startsWith('c9_page_view:') && (localStorage.getItem(key) ?? '').includes(wanted),
      ),
    text,
  );

const waitUntilKept = (page: Page, text: string) => expect.poll(() => keptHolds(page, text)).toBe(true);
const waitUntilNotKept = (page: Page, text: string) => expect.poll(() => keptHolds(page, text)).toBe(false);

/** The newest post's title among every board the signed-in member reads, from the server. */
async function newestPostTitle(page: Page): Promise<string> {
  const res = await page.request.get('/api/v1/p/post/table?length=20&orderColumnName=createdAt&order=desc');
  const { data } = (await res.json()) as { data: { title: string; deleted?: boolean }[] };
  const newest = data.find((post) => !post.deleted);
  if (!newest) throw new Error('no post on the server');
  return newest.title;
}

/** The app is on screen: the kept view is gone. */
const tookOver = (page: Page) => expect(page.locator('#c9-kept-view')).toHaveCount(0);

/** The fan signed in on /board/free, once that page is kept: its newest title. */
async function signedInFreeBoardKept(page: Page): Promise<string> {
  await signInWithForm(page, FAN, '/board/free');
  const first = (await page.getByTestId('post-row-title').first().textContent()) ?? '';
  await waitUntilKept(page, first);
  return first;
}

test.beforeEach(async ({ context }) => {
  await context.addInitScript(RECORD_KEPT_VIEW);
});

test('offline, the kept board paints at once and the app takes over still signed in', async ({
  page,
  context,
}) => {
  const first = await signedInFreeBoardKept(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await context.setOffline(true);
  await page.reload();
  expect(await keptViewText(page)).toContain(first);
  // The kept view is on screen before the app's bundle starts, which holds the page for a while.
  // The entry may start after the load event that ends the reload: wait for it.
  await expect
    .poll(() => page.evaluate(() => (window as { __entryAfterKeptFrame?: boolean }).__entryAfterKeptFrame))
    .toBe(true);
  await tookOver(page);
  await expect(page.getByTestId('post-row-title').first()).toHaveText(first);
  await expect(page.getByRole('button', { name: /^알림/ })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toHaveCount(0);
});

test('never another account: a session of someone else paints nothing kept', async ({ page, context }) => {
  const first = await signedInFreeBoardKept(page);
  await page.reload();
  expect(await keptViewText(page)).toContain(first);

  // Another member signs in on this browser without the app knowing yet.
  const login = await context.request.post('/api/v1/login', { form: CREW });
  expect(login.ok()).toBe(true);
  await page.reload();
  await tookOver(page);
  expect(await keptViewText(page)).toBeUndefined();

  // Signed out: only what a visitor kept, never the member's page.
  await context.clearCookies();
  await page.goto('/board/free');
  // A visitor is sent on to the login page: read the kept view once it is there.
  await expect(page).toHaveURL(/\/login\?/);
  await tookOver(page);
  expect(await keptViewText(page)).toBeUndefined();
});

test('a session ended elsewhere: the member’s page still on screen is not kept for a visitor', async ({
  page,
  context,
}) => {
  await signedInFreeBoardKept(page);
  // The session ends on the server's side; the app learns it only from its next check, answered
  // once the member's page has settled on screen. The 401 then reloads the page.
  await context.clearCookies();
  await page.route('**/api/v1/user/me', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto('/board/free');
  await expect(page.getByTestId('post-row-title').first()).toBeVisible();
  await page.waitForEvent('load', { timeout: 20_000 });
  await expect(page).toHaveURL(/\/login\?/);
  const visitorViews = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('c9_page_view:anon|')),
  );
  expect(visitorViews).toEqual([]);
});

test('a logout drops the member’s kept views', async ({ page }) => {
  await signedInFreeBoardKept(page);
  const fanUuid = ((await (await page.request.get('/api/v1/user/me')).json()) as { uuid: string }).uuid;
  await page.getByRole('button', { name: '열혈팬 메뉴' }).click();
  await page.getByRole('menuitem', { name: '로그아웃' }).click();
  // Signed out once the header offers 로그인 (on a loaded machine the logout's own calls take a while).
  // The home page a visitor then sees may be kept, for the visitor: none of the member's stay.
  await expect(page.getByRole('banner').getByRole('link', { name: '로그인' })).toBeVisible({
    timeout: 30_000,
  });
  const membersViews = () =>
    page.evaluate(
      (prefix) => Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
      `c9_page_view:${fanUuid}|`,
    );
  await expect.poll(membersViews).toEqual([]);
});

async function keptBoardOf(page: Page, title: string) {
  await page.goto('/board/all');
  await expect(page.getByTestId('post-row-title').filter({ hasText: title })).toBeVisible();
  await waitUntilKept(page, title);
}

test('a post deleted since is not painted, even when it was deleted while another page was open', async ({
  page,
  browser,
}) => {
  await signInWithForm(page, FAN, '/');
  const title = `곧 지울 글 ${Date.now()}`;
  const id = await writePost(page.request, title);
  await keptBoardOf(page, title);

  // Away from the board, the post is deleted (by its author, from another device).
  await page.getByRole('link', { name: '홈', exact: true }).first().click();
  const elsewhere = await apiSession(browser, FAN);
  expect((await elsewhere.request.delete(`/api/v1/p/board/free/post/${id}`)).ok()).toBe(true);
  await elsewhere.close();
  await waitUntilNotKept(page, title);

  await page.goto('/board/all');
  await tookOver(page);
  expect((await keptViewText(page)) ?? '').not.toContain(title);
});

test('an author blocked since is not painted', async ({ page, browser }) => {
  const crew: BrowserContext = await apiSession(browser, CREW);
  const title = `차단될 작성자의 글 ${Date.now()}`;
  await writePost(crew.request, title);
  const crewUuid = ((await (await crew.request.get('/api/v1/user/me')).json()) as { uuid: string }).uuid;
  await crew.close();

  await signInWithForm(page, FAN, '/');
  await keptBoardOf(page, title);
  // Blocked from another device of the member: the app hears it and drops what it kept.
  const elsewhere = await apiSession(browser, FAN);
  const block = await elsewhere.request.post('/api/v1/user/me/block', { data: { userUuid: crewUuid } });
  expect(block.ok()).toBe(true);
  const blockId = ((await block.json()) as { id: string }).id;
  await waitUntilNotKept(page, title);

  await page.reload();
  await tookOver(page);
  expect((await keptViewText(page)) ?? '').not.toContain(title);
  await expect(page.getByTestId('post-row-title').filter({ hasText: title })).toHaveCount(0);
  // The other specs meet this member unblocked.
  expect((await elsewhere.request.delete(`/api/v1/user/me/block/${blockId}`)).ok()).toBe(true);
  await elsewhere.close();
});

test('a board role granted since: the view kept with the old roles is not painted', async ({
  page,
  browser,
}) => {
  await signedInFreeBoardKept(page);
  const fanUuid = ((await (await page.request.get('/api/v1/user/me')).json()) as { uuid: string }).uuid;
  // On a page that is not kept, so the board's view stays as the old roles saw it; the grant waits
  // for the new page's socket to follow the member's session topic, or the app would not hear it.
  // Only a frame sent once the address is /settings: the board page's socket, still connecting
  // on a slow machine, follows the same topic and then goes away with its page.
  const following = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        const settingsPage = new URL(page.url()).pathname === '/settings';
        if (settingsPage && String(frame.payload).includes(`/topic/user/${fanUuid}/session`)) resolve();
      }),
    ),
  );
  await page.goto('/settings');
  await following;
  await page.waitForTimeout(500);
  const admin = await apiSession(browser, ADMIN);
  const grant = await admin.request.post('/api/v1/user/board/role', {
    data: { userUuid: fanUuid, boardId: 'free' },
  });
  expect(grant.ok()).toBe(true);
  // The open app hears the change and confirms the member's new roles.
  await expect
    .poll(() =>
      page.evaluate(
        () => localStorage.getItem('shared_storage_lastUser')?.includes('"boardId":"free"') ?? false,
      ),
    )
    .toBe(true);
  // Until the next check answers, the page may not paint what the old roles saw.
  await page.route('**/api/v1/user/me', () => {});
  await page.goto('/board/free');
  expect(await keptViewText(page)).toBeUndefined();
  await admin.request.delete('/api/v1/user/board/role', { data: { userUuid: fanUuid, boardId: 'free' } });
  await admin.close();
});

test('the app takes over the kept view without moving anything (layout shift under 0.02)', async ({
  page,
  context,
}) => {
  await signInWithForm(page, FAN, '/board/all');
  await context.addInitScript(RECORD_LAYOUT_SHIFT);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 860 });
    await page.reload();
    await tookOver(page);
    // The kept copy must hold the whole first pull, the server's newest post on top: kept from a
    // list still filling, the next start would rightly add rows above it (a loaded machine).
    const first = await newestPostTitle(page);
    await expect(page.getByTestId('post-row-title').first()).toHaveText(first, { timeout: 30_000 });
    await expect.poll(() => keptHolds(page, first), { timeout: 30_000 }).toBe(true);
    await page.reload();
    expect(await keptViewText(page)).toContain(first);
    await tookOver(page);
    await page.waitForTimeout(1000);
    const { shift, shifted } = await page.evaluate(() => {
      const recorded = window as { __layoutShift?: number; __shifted?: string[] };
      return { shift: recorded.__layoutShift ?? 0, shifted: recorded.__shifted ?? [] };
    });
    expect(shift, `layout shift at ${width} px:\n${shifted.join('\n')}`).toBeLessThan(0.02);
  }
});
