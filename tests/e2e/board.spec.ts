import { atPath, CREW, FAN, MANAGER, signIn, signInContext, untilDraftSaved, writePost } from './support';
import { type APIRequestContext, expect, type Page, test } from './test';

/** Browser tests of the board pages against a real server with demo data. */

type ServerComment = { id: string; content: string; parentId: string | null };

async function commentsOf(request: APIRequestContext, postId: string): Promise<ServerComment[]> {
  const response = await request.get(`/api/v1/p/post/${postId}/comment`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ServerComment[];
}

const rows = (page: Page) => page.getByTestId('post-row');
/** The sidebar's way to /board/all: the board group's first entry, or the group itself when it has none. */
const allPostsLink = (page: Page) =>
  page
    .getByRole('link', { name: '전체 글' })
    .or(page.getByRole('link', { name: '게시판', exact: true }))
    .first();

test('a new post shows up in another browser without reloading', async ({ browser }) => {
  const writer = await browser.newContext();
  const reader = await browser.newContext();
  const writerPage = await writer.newPage();
  const readerPage = await reader.newPage();
  await signIn(readerPage, CREW, '/board/free');
  await expect(rows(readerPage).first()).toBeVisible();

  await signIn(writerPage, FAN, '/board/free/write');
  const title = `실시간 글 ${Date.now()}`;
  await writerPage.getByLabel('제목').fill(title);
  await writerPage.getByRole('textbox', { name: '내용' }).fill('두 번째 창에서도 보여야 합니다.');
  await writerPage.getByRole('button', { name: '등록' }).click();
  await expect(writerPage).toHaveURL(/\/board\/free\/[0-9a-f-]{36}$/);
  await expect(writerPage.getByRole('heading', { name: title })).toBeVisible();

  await expect(readerPage.getByText(title)).toBeVisible({ timeout: 15_000 });
  await writer.close();
  await reader.close();
});

test('the board and a post still show after an offline reload', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/board/all');
  await expect(rows(page).first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  const firstTitle = (await rows(page).first().getByTestId('post-row-title').textContent()) ?? '';
  await rows(page).first().click();
  await expect(page.getByTestId('post-body')).toBeVisible();
  const postUrl = page.url();

  await context.setOffline(true);
  await page.goto('/board/all');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText(firstTitle).first()).toBeVisible();
  await page.goto(postUrl);
  await expect(page.getByTestId('post-body')).toBeVisible();
  await expect(page.getByRole('heading', { name: firstTitle })).toBeVisible();
  await context.close();
});

test('a comment written offline is posted once when the network returns', async ({ browser }) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  const postId = await writePost(context.request, `오프라인 댓글 ${Date.now()}`, '<p>댓글을 기다립니다</p>');
  const page = await context.newPage();
  await page.goto(`/board/free/${postId}`);
  await expect(page.getByTestId('post-body')).toBeVisible();
  await expect(page.getByTestId('comment-form')).toBeVisible();

  await context.setOffline(true);
  const text = `오프라인에서 쓴 댓글 ${Date.now()}`;
  await page.getByTestId('comment-form').getByRole('textbox').fill(text);
  await page.getByRole('button', { name: '댓글 등록' }).click();
  const pending = page.getByTestId('comment').filter({ hasText: text });
  await expect(pending).toContainText('전송 대기');

  await context.setOffline(false);
  await expect(pending).not.toContainText('전송 대기', { timeout: 20_000 });
  const comments = await commentsOf(context.request, postId);
  expect(comments.filter((c) => c.content === text)).toHaveLength(1);
  await context.close();
});

test('a post written offline waits as 전송 대기 and is posted once', async ({ browser }) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  const page = await context.newPage();
  // The member's own database has the board once its rows show.
  await page.goto('/board/free');
  await expect(rows(page).first()).toBeVisible();
  await page.getByRole('link', { name: '글쓰기' }).click();
  await context.setOffline(true);
  const title = `오프라인 글 ${Date.now()}`;
  // By role: the board list, kept hidden in the page stack, has a '제목 검색' box of its own.
  await page.getByRole('textbox', { name: '제목', exact: true }).fill(title);
  await page.getByRole('textbox', { name: '내용' }).fill('연결되면 올라갑니다');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByText('전송 대기 중입니다. 연결되면 자동으로 등록됩니다.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: '자유게시판' }).click();
  const row = rows(page).filter({ hasText: title });
  await expect(row).toContainText('전송 대기');

  await context.setOffline(false);
  await expect(row).not.toContainText('전송 대기', { timeout: 20_000 });
  const search = JSON.stringify([{ name: 'title', value: title, operator: 'eq' }]);
  const table = await context.request.get(`/api/v1/p/post/table?searchColumns=${encodeURIComponent(search)}`);
  expect(((await table.json()) as { data: unknown[] }).data).toHaveLength(1);
  await context.close();
});

test('a signed-out visit to the write page goes to login and back', async ({ page }) => {
  await page.goto('/board/write');
  await expect(page).toHaveURL(/\/login\?pUrl=%2Fboard%2Fwrite$/);
});

test('post content is sanitised: a script in the body never runs', async ({ browser }) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  const postId = await writePost(
    context.request,
    `스크립트 테스트 ${Date.now()}`,
    '<p>안전한 본문</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">',
  );
  const page = await context.newPage();
  await page.goto(`/board/free/${postId}`);
  await expect(page.getByTestId('post-body')).toContainText('안전한 본문');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => Reflect.get(window, '__pwned'))).toBeUndefined();
  expect(await page.getByTestId('post-body').innerHTML()).not.toMatch(/<script|onerror/);
  await context.close();
});

test('a user without a linked SOOP account sees why they cannot write', async ({ page }) => {
  await signIn(page, { username: 'newbie', password: 'newbie1234' }, '/board/free/write');
  await page.getByLabel('제목').fill('연동 전 글쓰기');
  await page.getByRole('textbox', { name: '내용' }).fill('본문');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByTestId('write-refusal')).toContainText('SOOP 계정을 연동하면 글을 쓸 수 있습니다.');
});

test('the image viewer opens from the body; Esc and a back navigation close it', async ({ browser }) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  const postId = await writePost(
    context.request,
    `이미지 글 ${Date.now()}`,
    '<p>사진</p><p><img src="/icons/icon-512.png" alt="아이콘"></p>',
  );
  const page = await context.newPage();
  // Reach the post by an in-app link, so going back stays inside the app's history.
  await page.goto('/board/free');
  await page.getByTestId('post-row').first().click();
  await expect(page).toHaveURL(new RegExp(`/board/free/${postId}$`));
  await page.getByTestId('post-body').getByRole('button', { name: '아이콘 크게 보기' }).click();
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await page.getByRole('button', { name: '회전' }).click();
  await page.getByRole('button', { name: '확대' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('image-viewer')).toBeHidden();
  await page.getByTestId('post-body').getByRole('button', { name: '아이콘 크게 보기' }).click();
  await expect(page.getByTestId('image-viewer')).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('image-viewer')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/board/free/${postId}$`));
  await context.close();
});

test('a draft survives a reload and leaving asks first', async ({ page }) => {
  await signIn(page, FAN, '/board/free/write');
  const title = `임시 저장 ${Date.now()}`;
  await page.getByLabel('제목').fill(title);
  await page.getByRole('textbox', { name: '내용' }).fill('아직 쓰는 중입니다');
  await untilDraftSaved(page, '아직 쓰는 중입니다');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByLabel('제목')).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: '내용' })).toContainText('아직 쓰는 중입니다');

  await allPostsLink(page).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('작성 중인 내용이 사라집니다. 계속하시겠습니까?');
  await dialog.getByRole('button', { name: '아니오' }).click();
  await expect(page).toHaveURL(/\/board\/free\/write$/);
  await allPostsLink(page).click();
  await dialog.getByRole('button', { name: '예' }).click();
  await expect(page).toHaveURL(atPath('/board/all'));
  await page.goto('/board/free/write');
  await expect(page.getByLabel('제목')).toHaveValue('');
});

test('the board filter leaves a board out of /board/all', async ({ page }) => {
  await signIn(page, FAN, '/board-filter');
  const humor = page.getByRole('main').getByRole('checkbox', { name: /^유머/ });
  await expect(humor).toBeChecked();
  await page.getByRole('main').getByText('유머', { exact: true }).click();
  // The choice is taken before the list is opened: a failure here is the tick, not the list.
  await expect(humor).not.toBeChecked();
  await page.getByRole('link', { name: '전체글 보기' }).click();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('post-row').filter({ hasText: '유머' })).toHaveCount(0);
  await page.goto('/board-filter');
  await page.getByRole('main').getByText('유머', { exact: true }).click();
});

test('likes go through the server; a signed-out like goes to login', async ({ browser, page }) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  const postId = await writePost(context.request, `추천 테스트 ${Date.now()}`, '<p>추천해 주세요</p>');
  const member = await context.newPage();
  await member.goto(`/board/free/${postId}`);
  const like = member.getByTestId('like-button');
  await expect(like).toContainText('추천 0');
  await like.click();
  await expect(like).toContainText('추천 1');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await member.reload();
  await expect(member.getByTestId('like-button')).toContainText('추천 1');
  await context.close();

  await page.goto(`/board/free/${postId}`);
  await page.getByTestId('like-button').click();
  await expect(page).toHaveURL(new RegExp(`/login\\?pUrl=%2Fboard%2Ffree%2F${postId}$`));
});

test('the author modifies a post', async ({ browser }) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  const postId = await writePost(context.request, `수정 전 ${Date.now()}`, '<p>처음 본문</p>');
  const page = await context.newPage();
  await page.goto(`/board/free/${postId}`);
  await page.getByRole('link', { name: '수정' }).click();
  await expect(page).toHaveURL(new RegExp(`/board/free/${postId}/modify$`));
  const title = `수정 후 ${Date.now()}`;
  await page.getByLabel('제목').fill(title);
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/board/free/${postId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await context.close();
});

test('scrolling to the end of the local window loads older posts', async ({ browser }) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  // More posts than the worker's window (100 per board), the oldest first.
  const stamp = Date.now();
  for (let i = 0; i < 110; i += 1) {
    const response = await context.request.post('/api/v1/p/board/humor/post', {
      data: { title: `창 너머 ${stamp} #${i}`, content: '<p>오래된 글</p>' },
    });
    expect(response.ok()).toBe(true);
  }
  const page = await context.newPage();
  await page.goto('/board/humor');
  await expect(rows(page).first()).toContainText(`창 너머 ${stamp} #109`);
  // Growing the list keeps the rows on screen (a skeleton in their place would shrink the page
  // under the reader's scroll): count every moment the list stands empty from here on.
  await page.evaluate(() => {
    const w = window as unknown as { emptiedLists: number };
    w.emptiedLists = 0;
    new MutationObserver(() => {
      if (!document.querySelector('[data-testid="post-row"]')) w.emptiedLists += 1;
    }).observe(document.body, { childList: true, subtree: true });
  });
  const oldest = page.getByText(`창 너머 ${stamp} #0`, { exact: true });
  for (let i = 0; i < 20 && !(await oldest.isVisible()); i += 1) {
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(400);
  }
  await expect(oldest).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { emptiedLists: number }).emptiedLists)).toBe(0);
  await context.close();
});

test('blocking an author hides their posts', async ({ browser }) => {
  const writer = await browser.newContext();
  await signInContext(writer, FAN);
  const title = `차단될 글 ${Date.now()}`;
  const postId = await writePost(writer.request, title, '<p>곧 안 보입니다</p>');
  await writer.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, CREW, `/board/free/${postId}`);
  await page.getByRole('button', { name: '차단' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: '차단', exact: true }).click();
  // The block is kept once the member is told so; leaving before that could drop it mid-write.
  await expect(page.getByText('열혈팬님을 차단했습니다.')).toBeVisible();
  await page.goto('/board/free');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  // Leave the demo data as it was for the other tests.
  const blocks = await context.request.get('/api/v1/user/me/block');
  if (blocks.ok()) {
    for (const block of (await blocks.json()) as { id: string }[]) {
      await context.request.delete(`/api/v1/user/me/block/${block.id}`);
    }
  }
  await context.close();
});

test('a reply sits under its comment, and the author deletes the post', async ({ browser }) => {
  const context = await browser.newContext();
  await signInContext(context, FAN);
  const title = `답글과 삭제 ${Date.now()}`;
  const postId = await writePost(context.request, title, '<p>댓글에 답글을 달아 봅니다</p>');
  const page = await context.newPage();
  await page.goto(`/board/free/${postId}`);
  await page.getByTestId('comment-form').getByRole('textbox').fill('첫 댓글');
  await page.getByRole('button', { name: '댓글 등록' }).click();
  const first = page.getByTestId('comment').filter({ hasText: '첫 댓글' }).first();
  await expect(first).not.toContainText('전송 대기');
  await first.getByRole('button', { name: '답글' }).click();
  await page.getByTestId('reply-form').getByRole('textbox').fill('첫 답글');
  await page.getByRole('button', { name: '답글 등록' }).click();
  const reply = first.getByTestId('comment').filter({ hasText: '첫 답글' });
  await expect(reply).toBeVisible();
  // Shown at once from the outbox; on the server once it no longer waits to be sent.
  await expect(reply).not.toContainText('전송 대기');
  const comments = await commentsOf(context.request, postId);
  const parent = comments.find((c) => c.content === '첫 댓글');
  expect(comments.find((c) => c.content === '첫 답글')).toMatchObject({ parentId: parent?.id });

  await page.getByRole('button', { name: '삭제' }).first().click();
  await page.getByRole('alertdialog').getByRole('button', { name: '예' }).click();
  await expect(page).toHaveURL(atPath('/board/free'));
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await context.close();
});

test('screens: board list, post view and write page', async ({ browser }) => {
  test.setTimeout(180_000);
  const setup = await browser.newContext();
  await signInContext(setup, FAN);
  const postId = await writePost(
    setup.request,
    '스크린샷용 게시글: 오늘 방송 하이라이트 정리',
    '<p>오늘 방송에서 가장 재밌었던 장면들을 모아 봤어요. <b>3시간 차</b>의 역전승은 정말 최고였습니다!</p><p><img src="/icons/icon-512.png" alt="하이라이트" width="240"></p><p>다들 어떤 장면이 좋았나요?</p>',
  );
  await setup.request.post(`/api/v1/p/post/${postId}/comment`, {
    data: { content: '역전승 장면 소름 돋았어요!' },
  });
  await setup.close();

  for (const width of [390, 1440]) {
    for (const theme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme: theme,
      });
      const page = await context.newPage();
      await signIn(page, FAN, '/board/free');
      // Right after login the page may still show the signed-out database, then the member's
      // while it is still pulling; after a reload it starts on the member's own.
      await expect(rows(page).first()).toBeVisible();
      await page.reload();
      await expect(page.getByRole('heading', { name: '자유게시판' })).toBeVisible();
      await expect(rows(page).first()).toBeVisible();
      const name = `${width}-${theme}`;
      await page.screenshot({ path: `tests/e2e/screens/board-list-${name}.png` });
      await page.goto(`/board/free/${postId}`);
      await expect(page.getByTestId('post-body')).toBeVisible();
      await expect(page.getByTestId('comment').first()).toBeVisible();
      await page.screenshot({ path: `tests/e2e/screens/post-view-${name}.png`, fullPage: true });
      await page.goto('/board/free/write');
      await expect(page.getByLabel('제목')).toBeVisible();
      await page.screenshot({ path: `tests/e2e/screens/write-${name}.png` });
      await context.close();
    }
  }
});

test("a staff edit of a member's post is marked for readers, live, and the author's own edit clears it", async ({
  browser,
}) => {
  const author = await browser.newContext();
  await signInContext(author, FAN);
  const title = `관리자 수정 확인 ${Date.now()}`;
  const postId = await writePost(author.request, title);
  const path = `/api/v1/p/board/free/post/${postId}`;

  const reader = await browser.newContext();
  const page = await reader.newPage();
  await signIn(page, CREW, `/board/free/${postId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('staff-edited')).toHaveCount(0);

  const staff = await browser.newContext();
  await signInContext(staff, MANAGER);
  const edited = await staff.request.put(path, {
    data: { title, content: '<p>운영 정책에 맞게 고쳤습니다</p>' },
  });
  expect(edited.ok()).toBe(true);
  await expect(page.getByTestId('staff-edited')).toContainText('관리자가 수정한 글입니다');
  await expect(page.getByText('운영 정책에 맞게 고쳤습니다')).toBeVisible();
  // Readers learn that staff edited it, never who.
  await expect(page.getByTestId('staff-edited')).not.toContainText('매니저');

  // A visitor sees the same mark.
  const visitor = await browser.newPage();
  await visitor.goto(`/board/free/${postId}`);
  await expect(visitor.getByTestId('staff-edited')).toContainText('관리자가 수정한 글입니다');
  await visitor.close();

  const own = await author.request.put(path, { data: { title, content: '<p>제가 다시 썼어요</p>' } });
  expect(own.ok()).toBe(true);
  await expect(page.getByText('제가 다시 썼어요')).toBeVisible();
  await expect(page.getByTestId('staff-edited')).toHaveCount(0);
  await Promise.all([author.close(), reader.close(), staff.close()]);
});
