import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';

/** What the browser specs share: the demo accounts, signing in, API sessions, the SOOP simulator. */

export type Account = { username: string; password: string };

/** Demo accounts of `server/seed/demo-accounts.ts` (README lists them). */
export const FAN: Account = { username: 'soopfan', password: 'fan12345' };
export const CREW: Account = { username: 'crew', password: 'crew1234' };
export const NEWBIE: Account = { username: 'newbie', password: 'newbie1234' };
export const MANAGER: Account = { username: 'manager', password: 'manager1234' };
export const ADMIN: Account = { username: 'admin', password: 'admin1234' };

/** Fills and sends the login form of the page on screen. */
export async function fillLogin(page: Page, account: Account) {
  await page.getByLabel('아이디').fill(account.username);
  await page.getByLabel('비밀번호', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** `path` at the end of the URL, with the stackKey a page-stack page carries (SPEC section 2). */
export const atPath = (path: string) => new RegExp(`${path}(\\?stackKey=[A-Za-z0-9]{8})?$`);

/** Waits until the service worker controls the page, so an offline reload is served by it. */
export const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });

/** The server-loaded pages the device keeps (`src/data/page-cache`): each one's account and key. */
export const keptPages = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ account: string; key: string }[]>((resolve, reject) => {
        const open = indexedDB.open('c9-page-cache');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const rows = open.result.transaction('pages').objectStore('pages').getAll();
          rows.onsuccess = () => {
            resolve(
              (rows.result as { account: string; key: string }[]).map(({ account, key }) => ({
                account,
                key,
              })),
            );
            open.result.close();
          };
        };
      }),
  );

/**
 * Waits until the device keeps the answer of the page `key` (its loader's cache key): the write
 * follows the page's first paint, and going offline before it leaves nothing to open.
 */
export const untilKept = (page: Page, key: string) =>
  expect.poll(async () => (await keptPages(page)).map((kept) => kept.key)).toContain(key);

/** Waits until the device keeps a post draft holding `text`: the form saves it once typing pauses. */
export const untilDraftSaved = (page: Page, text: string) =>
  expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          Object.keys(localStorage).some(
            (key) => key.endsWith('_storage_board') && (localStorage.getItem(key) ?? '').includes(wanted),
          ),
        text,
      ),
    )
    .toBe(true);

/** Signs in through /login and waits to be sent on to `next`, without leaving the app. */
export async function signInWithForm(page: Page, account: Account, next: string) {
  await page.goto(`/login?pUrl=${encodeURIComponent(next)}`);
  await fillLogin(page, account);
  await expect(page).toHaveURL(atPath(next));
}

/**
 * Signs the page's browser in over the API and opens `next`, as a member who signed in before
 * returns. The login form has its own specs (auth.spec); elsewhere a page load less per test.
 * The first page after such a start is not kept for the next reopen (its account was not known
 * when it opened): kept-view specs sign in with the form.
 */
export async function signIn(page: Page, account: Account, next: string) {
  await signInContext(page.context(), account);
  await page.goto(next);
  await expect(page).toHaveURL(atPath(next));
}

/**
 * A member without a linked SOOP account is asked to link it 5 s after the app starts (SPEC
 * section 1), over whatever page is open: specs about other things answer 아니오 whenever it shows.
 */
export async function declineLinkPrompt(page: Page) {
  const prompt = page.getByRole('alertdialog', { name: 'SOOP 계정 연동' });
  await page.addLocatorHandler(prompt, () => prompt.getByRole('button', { name: '아니오' }).click());
}

/** Signs a browser context's cookie jar in over the API (another device of that member). */
export async function signInContext(context: BrowserContext, account: Account) {
  expect((await context.request.post('/api/v1/login', { form: account })).ok()).toBe(true);
}

/**
 * Links the SOOP id `soopId` to the member signed in on `request`, as the linking page does on the
 * demo (the code on the simulator's station, then the check): what pays points or prizes needs it.
 */
export async function linkSoop(request: APIRequestContext, soopId: string) {
  const issued = await request.post('/api/v1/user/me/afreecatv/code', { data: { afreecatvUserId: soopId } });
  expect(issued.ok()).toBe(true);
  const { code } = (await issued.json()) as { code: string };
  expect((await request.post(`/soop-sim/control/${soopId}/profile`, { data: { text: code } })).ok()).toBe(
    true,
  );
  const verified = await request.post('/api/v1/user/me/afreecatv/code-verify', {
    data: { afreecatvUserId: soopId },
  });
  expect(verified.ok()).toBe(true);
}

/** A second member's API session in a context of its own; close it when done. */
export async function apiSession(browser: Browser, account: Account): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signInContext(context, account);
  return context;
}

/** Writes a post on the free board over the API and answers its id. */
export async function writePost(
  request: APIRequestContext,
  title: string,
  content = '<p>오늘 저녁 방송에서 만나요</p>',
): Promise<string> {
  const response = await request.post('/api/v1/p/board/free/post', { data: { title, content } });
  expect(response.ok()).toBe(true);
  return String(((await response.json()) as { id: string }).id);
}

/** Drives the built-in SOOP simulator (loopback-only controls, README "Simulator"). */
export const simulator = (page: Page, path: string, method: 'POST' | 'DELETE', data?: unknown) =>
  page.request.fetch(`/soop-sim/control/${path}`, { method, ...(data ? { data } : {}) });

/**
 * Puts a simulated station on air and waits until the server's poller has stored it. A visitor's
 * page hears of a station only through the 30 s refresh, so its first pull must find it there.
 */
export async function goLive(page: Page, station: string, broad: { title: string; viewers?: number }) {
  expect((await simulator(page, `${station}/live`, 'POST', broad)).ok()).toBe(true);
  await expect
    .poll(async () => {
      const stations = (await (await page.request.get('/api/v1/p/afreecatv/station?live=true')).json()) as {
        userId: string;
      }[];
      return stations.some((s) => s.userId === station);
    })
    .toBe(true);
}

/** One way a page is looked at: a screen width and a colour scheme. */
export type Look = { width: 390 | 1440; colorScheme: 'light' | 'dark' };

const ALL_LOOKS: Look[] = (['light', 'dark'] as const).flatMap((colorScheme) =>
  ([390, 1440] as const).map((width) => ({ width, colorScheme })),
);

/** Tests that also shoot their pages carry this tag: `npm run screens` runs them in every look. */
export const SHOTS = { tag: '@shots' };

/** Shooting runs (`npm run screens`) see every look; `npm test` one, whose checks still run. */
export const looks = (info: TestInfo): Look[] =>
  info.project.name === 'screens' ? ALL_LOOKS : ALL_LOOKS.slice(0, 1);

/** A context in `look`, sized like the phone or desktop of the screens. */
export const lookContext = (browser: Browser, { width, colorScheme }: Look) =>
  browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, colorScheme });

/** Saves the page into tests/e2e/screens on a shooting run only: `npm test` looks, it keeps no pictures. */
export async function shot(page: Page, info: TestInfo, name: string, { width, colorScheme }: Look) {
  if (info.project.name !== 'screens') return;
  await page.screenshot({
    path: `tests/e2e/screens/${name}-${width}-${colorScheme}.png`,
    animations: 'disabled',
    fullPage: true,
  });
}
