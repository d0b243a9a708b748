import { FAN, signIn, writePost } from './support';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './test';

/**
 * The network drops and returns FLAPS times at seeded random moments while a member writes posts and
 * comments, reloads and closes and reopens tabs. Afterwards every write is on the server exactly once
 * and what the pages show equals the server's rows.
 */

const SEED = Number(process.env.FLAP_SEED ?? 20261123);
// 40 by default (about a minute); FLAPS=100 or more for a longer soak.
const FLAPS = Number(process.env.FLAPS ?? 40);

/** mulberry32: small, seeded, the same sequence on every run. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type ServerComment = { id: string; content: string };
type ServerPost = { id: string; title: string };

async function serverComments(request: APIRequestContext, postId: string): Promise<ServerComment[]> {
  const response = await request.get(`/api/v1/p/post/${postId}/comment`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServerComment[];
}

/** The free board's live posts, newest first, as the board list orders them. */
async function serverPosts(request: APIRequestContext, length: number): Promise<ServerPost[]> {
  const response = await request.get(`/api/v1/p/board/free/post?length=${length}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServerPost[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('writes made through network flaps land once and the pages match the server', async ({ browser }) => {
  // About a minute at 40 flaps; room for a slower runner.
  test.setTimeout(300_000);
  const random = prng(SEED);
  const pick = (n: number) => Math.floor(random() * n);
  const tag = `${SEED}-${Date.now().toString(36)}`;

  const context: BrowserContext = await browser.newContext();
  let page: Page = await context.newPage();
  await signIn(page, FAN, '/board/free');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  const postId = await writePost(context.request, `플랩 댓글판 ${tag}`, '<p>댓글이 모이는 글</p>');
  const postUrl = `/board/free/${postId}`;
  await page.goto(postUrl);
  await expect(page.getByTestId('comment-form')).toBeVisible();

  const comments: string[] = [];
  const titles: string[] = [];
  let offline = false;
  // Switching the network and closing a tab must not overlap: the switch applies to every page.
  let busy: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(step: () => Promise<T>): Promise<T> => {
    const run = busy.then(step);
    busy = run.catch(() => undefined);
    return run;
  };
  const setOffline = (value: boolean) =>
    exclusive(async () => {
      offline = value;
      await context.setOffline(value);
    });

  async function openPost() {
    await page.goto(postUrl);
    await expect(page.getByTestId('comment-form')).toBeVisible();
  }

  async function writeComment() {
    // A reload first paints the page's kept copy: text typed into it is gone once the app takes over.
    await expect(page.locator('#c9-kept-view')).toHaveCount(0);
    if (!(await page.getByTestId('comment-form').isVisible())) await openPost();
    const text = `플랩 댓글 ${tag} #${comments.length}`;
    await page.getByTestId('comment-form').getByRole('textbox').fill(text);
    await page.getByRole('button', { name: '댓글 등록' }).click();
    // Shown (sent or 전송 대기) means it is in the outbox or on the server.
    await expect(page.getByTestId('comment').filter({ hasText: text })).toBeVisible();
    comments.push(text);
  }

  async function writeNewPost() {
    await page.goto('/board/free/write');
    await expect(page.locator('#c9-kept-view')).toHaveCount(0);
    const title = `플랩 글 ${tag} #${titles.length}`;
    await page.getByRole('textbox', { name: '제목', exact: true }).fill(title);
    await page.getByRole('textbox', { name: '내용' }).fill('끊겼다 이어져도 한 번만 올라갑니다');
    await page.getByRole('button', { name: '등록' }).click();
    await expect(
      page
        .getByText('전송 대기 중입니다. 연결되면 자동으로 등록됩니다.')
        .or(page.getByRole('heading', { name: title }))
        .first(),
    ).toBeVisible();
    titles.push(title);
    await openPost();
  }

  /** A new tab opens on the post, then the old one closes. */
  async function reopen() {
    const old = page;
    page = await context.newPage();
    await openPost();
    await exclusive(() => old.close());
  }

  for (let flap = 0; flap < FLAPS; flap++) {
    // The network drops at a random moment of the step and returns a little later.
    const drop = (async () => {
      await sleep(pick(600));
      await setOffline(true);
      await sleep(50 + pick(700));
      await setOffline(false);
    })();
    const action = pick(10);
    if (action < 5) await writeComment();
    else if (action < 7) await writeNewPost();
    else if (action < 9)
      await page.reload().then(() => expect(page.getByTestId('comment-form')).toBeVisible());
    else await reopen();
    await drop;
  }
  expect(offline).toBe(false);

  // Every write is on the server exactly once.
  await expect
    .poll(async () => (await serverComments(context.request, postId)).map((c) => c.content).sort(), {
      timeout: 30_000,
    })
    .toEqual([...comments].sort());
  await expect
    .poll(
      async () =>
        (await serverPosts(context.request, 100))
          .map((p) => p.title)
          .filter((t) => t.startsWith(`플랩 글 ${tag}`))
          .sort(),
      { timeout: 30_000 },
    )
    .toEqual([...titles].sort());

  // What the pages show is what the server has: the post's comments and the board's newest rows.
  await openPost();
  await expect(page.getByText('전송 대기')).toHaveCount(0, { timeout: 20_000 });
  const shownComments = async () =>
    (await page.getByTestId('comment').allTextContents()).map((text) => {
      const match = /플랩 댓글 \S+ #\d+/.exec(text);
      return match?.[0] ?? text;
    });
  await expect
    .poll(shownComments)
    .toEqual((await serverComments(context.request, postId)).map((c) => c.content));

  await page.goto('/board/free');
  const expected = (await serverPosts(context.request, 10)).map((p) => p.title);
  await expect
    .poll(async () => (await page.getByTestId('post-row-title').allTextContents()).slice(0, expected.length))
    .toEqual(expected);
  await context.close();
});

/** Found by the flaps above (seed 7): a comment's slow send must not wipe the next one being typed. */
test('text typed while a comment is on its way stays in the field', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, FAN, '/board/free');
  const postId = await writePost(context.request, `느린 댓글 ${Date.now()}`, '<p>천천히 갑니다</p>');
  await page.goto(`/board/free/${postId}`);
  await expect(page.getByTestId('comment-form')).toBeVisible();

  // The first comment's request is held until the second one is being typed.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(`**/api/v1/p/post/${postId}/comment`, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const box = page.getByTestId('comment-form').getByRole('textbox');
  await box.fill('먼저 보낸 댓글');
  await page.getByRole('button', { name: '댓글 등록' }).click();
  await expect(page.getByTestId('comment').filter({ hasText: '먼저 보낸 댓글' })).toBeVisible();
  await box.fill('쓰는 중인 두 번째 댓글');
  release();
  await expect(page.getByTestId('comment').filter({ hasText: '먼저 보낸 댓글' })).not.toContainText(
    '전송 대기',
  );
  await expect(box).toHaveValue('쓰는 중인 두 번째 댓글');
  await context.close();
});
