import { apiSession, CREW, FAN, MANAGER, signIn, writePost } from './support';
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from './test';

/**
 * What a new member tripped over on a phone (issue 19): their own comments, blocking that hides,
 * and counts that follow the socket. On the 390 px viewport where they were seen.
 */
test.use({ viewport: { width: 390, height: 844 } });

type ServerComment = { id: string; content: string };

async function comment(request: APIRequestContext, postId: string, content: string): Promise<string> {
  const response = await request.post(`/api/v1/p/post/${postId}/comment`, { data: { content } });
  expect(response.ok()).toBe(true);
  return String(((await response.json()) as { id: string }).id);
}

async function commentsOf(request: APIRequestContext, postId: string): Promise<ServerComment[]> {
  return (await (await request.get(`/api/v1/p/post/${postId}/comment`)).json()) as ServerComment[];
}

/** The comment count in the post's header (beside the view count). */
const headerCount = (page: Page) => page.getByLabel('댓글 수');
const comments = (page: Page) => page.getByTestId('comment');

async function unblockAll(context: BrowserContext) {
  const blocks = await context.request.get('/api/v1/user/me/block');
  if (!blocks.ok()) return;
  for (const block of (await blocks.json()) as { id: string }[]) {
    await context.request.delete(`/api/v1/user/me/block/${block.id}`);
  }
}

test('a member edits and deletes their own comment, offline too', async ({ browser }) => {
  const fan = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const crew = await apiSession(browser, CREW);
  const page = await fan.newPage();
  await signIn(page, FAN, '/board/free');
  const postId = await writePost(fan.request, `내 댓글 ${Date.now()}`);
  await comment(fan.request, postId, '처음 쓴 댓글');
  await comment(crew.request, postId, '크루의 댓글');

  await page.goto(`/board/free/${postId}`);
  const mine = comments(page).filter({ hasText: '처음 쓴 댓글' });
  const theirs = comments(page).filter({ hasText: '크루의 댓글' });
  await expect(theirs).toBeVisible();
  // Only one's own comment offers edit and delete; another's offers block.
  await expect(theirs.getByRole('button', { name: '수정' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: '삭제' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: '차단' })).toBeVisible();

  await mine.getByRole('button', { name: '수정' }).click();
  const editor = page.getByRole('textbox', { name: '댓글 수정' });
  await expect(editor).toHaveValue('처음 쓴 댓글');
  await editor.fill('고쳐 쓴 댓글');
  await page.getByRole('button', { name: '저장' }).click();
  const edited = comments(page).filter({ hasText: '고쳐 쓴 댓글' });
  await expect(edited).toBeVisible();
  await expect(editor).toHaveCount(0);
  await expect
    .poll(async () => (await commentsOf(fan.request, postId)).map((c) => c.content).sort())
    .toEqual(['고쳐 쓴 댓글', '크루의 댓글']);

  // Offline the edit waits in the outbox, shown as 전송 대기, and is sent when the network returns.
  await fan.setOffline(true);
  await edited.getByRole('button', { name: '수정' }).click();
  await editor.fill('오프라인에서 고친 댓글');
  await page.getByRole('button', { name: '저장' }).click();
  const offlineEdit = comments(page).filter({ hasText: '오프라인에서 고친 댓글' });
  await expect(offlineEdit).toContainText('전송 대기');
  await fan.setOffline(false);
  await expect(offlineEdit).not.toContainText('전송 대기', { timeout: 20_000 });
  await expect
    .poll(async () => (await commentsOf(fan.request, postId)).map((c) => c.content))
    .toContain('오프라인에서 고친 댓글');

  // Deleting asks first, like every delete; offline the comment leaves at once and the count with it.
  await fan.setOffline(true);
  await offlineEdit.getByRole('button', { name: '삭제' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '예' }).click();
  await expect(offlineEdit).toHaveCount(0);
  await expect(comments(page)).toHaveCount(1);
  await expect(headerCount(page)).toHaveText('1');
  await fan.setOffline(false);
  await expect
    .poll(async () => (await commentsOf(fan.request, postId)).map((c) => c.content), { timeout: 20_000 })
    .toEqual(['크루의 댓글']);
  await expect(comments(page)).toHaveCount(1);
  await fan.close();
  await crew.close();
});

test('blocking hides the author’s post, even by URL, and their comments from the count', async ({
  browser,
}) => {
  const fan = await apiSession(browser, FAN);
  const manager = await apiSession(browser, MANAGER);
  const title = `차단할 글 ${Date.now()}`;
  const blockedPost = await writePost(fan.request, title, '<p>차단하면 가려집니다</p>');
  const otherPost = await writePost(manager.request, `다른 사람의 글 ${Date.now()}`);
  await comment(fan.request, otherPost, '차단될 사람의 댓글');

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  try {
    await signIn(page, CREW, `/board/free/${otherPost}`);
    await comment(context.request, otherPost, '크루가 남긴 댓글');
    await expect(comments(page)).toHaveCount(2);
    await expect(headerCount(page)).toHaveText('2');

    await page.goto(`/board/free/${blockedPost}`);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await page.getByRole('button', { name: '차단' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '차단', exact: true }).click();
    // The post on screen gives way at once, and no longer offers to block again.
    await expect(page.getByText('차단한 사용자의 글입니다')).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    await expect(page.getByTestId('post-body')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '차단' })).toHaveCount(0);
    // Shown once on request...
    await page.getByRole('button', { name: '이번만 보기' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByTestId('post-body')).toContainText('차단하면 가려집니다');
    // ...and hidden again when opened by its URL.
    await page.goto(`/board/free/${blockedPost}`);
    await expect(page.getByText('차단한 사용자의 글입니다')).toBeVisible();
    await expect(page.getByTestId('post-body')).toHaveCount(0);

    // Their page of posts gives way too.
    const fanUuid = String(
      ((await (await fan.request.get('/api/v1/user/me')).json()) as { uuid: string }).uuid,
    );
    await page.goto(`/board/user/${fanUuid}`);
    await expect(page.getByText('차단한 사용자의 글입니다')).toBeVisible();
    await expect(page.getByTestId('post-row')).toHaveCount(0);
    await page.getByRole('button', { name: '이번만 보기' }).click();
    await expect(page.getByTestId('post-row').filter({ hasText: title })).toBeVisible();

    // The header counts only the comments shown.
    await page.goto(`/board/free/${otherPost}`);
    await expect(comments(page).filter({ hasText: '크루가 남긴 댓글' })).toBeVisible();
    await expect(comments(page)).toHaveCount(1);
    await expect(headerCount(page)).toHaveText('1');
  } finally {
    await unblockAll(context);
    await context.close();
    await fan.close();
    await manager.close();
  }
});

test('like and comment counts follow another member’s changes live', async ({ browser }) => {
  const fan = await apiSession(browser, FAN);
  const postId = await writePost(fan.request, `실시간 숫자 ${Date.now()}`);
  const likePath = `/api/v1/p/board/free/post/${postId}/like`;

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signIn(page, CREW, `/board/free/${postId}`);
  const like = page.getByTestId('like-button');
  await expect(like).toContainText('추천 0');
  await expect(headerCount(page)).toHaveText('0');

  expect((await fan.request.post(likePath)).ok()).toBe(true);
  await expect(like).toContainText('추천 1');
  expect((await fan.request.delete(likePath)).ok()).toBe(true);
  await expect(like).toContainText('추천 0');
  // The viewer's own like, then another's unlike of theirs: the count follows both.
  await like.click();
  await expect(like).toContainText('추천 1');
  expect((await fan.request.post(likePath)).ok()).toBe(true);
  await expect(like).toContainText('추천 2');
  expect((await fan.request.delete(likePath)).ok()).toBe(true);
  await expect(like).toContainText('추천 1');
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  const id = await comment(fan.request, postId, '실시간 댓글');
  await expect(comments(page).filter({ hasText: '실시간 댓글' })).toBeVisible();
  await expect(headerCount(page)).toHaveText('1');
  expect((await fan.request.delete(`/api/v1/p/post/${postId}/comment/${id}`)).ok()).toBe(true);
  await expect(comments(page)).toHaveCount(0);
  await expect(headerCount(page)).toHaveText('0');
  await context.close();
  await fan.close();
});
