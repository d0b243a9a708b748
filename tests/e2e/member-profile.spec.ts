import { apiSession, CREW, FAN, signIn, writePost } from './support';
import { expect, type Page, test } from './test';

/**
 * Another member's profile on a 390 px phone (issue 19, item 12): reached from their picture on a
 * post or a comment, it shows their nickname and tier, leads to their posts, and offers 알림 받기
 * and 차단, each undone again (the demo members are shared).
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Asserts the crew's profile and works its buttons, leaving everything as it was. */
async function checkCrewProfile(page: Page) {
  await expect(page).toHaveURL(/\/member\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('씨나인크루');
  await expect(page.getByText(/^등급 \S+/)).toBeVisible();

  const subscribe = page.getByRole('button', { name: '씨나인크루님 새 글 알림 받기' });
  await subscribe.click();
  const subscribed = page.getByRole('button', { name: '씨나인크루님 새 글 알림 끄기' });
  await expect(subscribed).toHaveText('알림 받는 중');
  await subscribed.click();
  await expect(subscribe).toHaveText('알림 받기');

  await page.getByRole('button', { name: '차단', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '차단', exact: true }).click();
  const unblock = page.getByRole('button', { name: '차단 해제', exact: true });
  await expect(unblock).toBeVisible();
  await unblock.click();
  await page.getByRole('alertdialog').getByRole('button', { name: '차단 해제', exact: true }).click();
  await expect(page.getByRole('button', { name: '차단', exact: true })).toBeVisible();
}

test("a post's author picture opens their profile: 알림 받기, 차단 and their posts", async ({
  page,
  browser,
}) => {
  const crew = await apiSession(browser, CREW);
  const postId = await writePost(crew.request, `프로필 확인용 글 ${Date.now()}`);
  await crew.close();
  await signIn(page, FAN, `/board/free/${postId}`);
  await page.getByRole('link', { name: '씨나인크루님 프로필' }).click();
  await checkCrewProfile(page);

  await page.getByRole('link', { name: '작성한 글 보기' }).click();
  await expect(page).toHaveURL(/\/board\/user\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: '씨나인크루님의 글' })).toBeVisible();
});

test("a comment's author picture opens their profile", async ({ page, browser }) => {
  await signIn(page, FAN, '/');
  const postId = await writePost(page.request, `댓글 프로필 확인 ${Date.now()}`);
  const crew = await apiSession(browser, CREW);
  expect(
    (
      await crew.request.post(`/api/v1/p/post/${postId}/comment`, { data: { content: '프로필 보러 오세요' } })
    ).ok(),
  ).toBe(true);
  await crew.close();
  await page.goto(`/board/free/${postId}`);
  await page.getByTestId('comment').getByRole('link', { name: '씨나인크루님 프로필' }).click();
  await checkCrewProfile(page);
});

test('my own profile offers neither 알림 받기 nor 차단', async ({ page }) => {
  await signIn(page, FAN, '/');
  const me = (await (await page.request.get('/api/v1/user/me')).json()) as { uuid: string; nickname: string };
  await page.goto(`/member/${me.uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(me.nickname);
  await expect(page.getByRole('link', { name: '작성한 글 보기' })).toBeVisible();
  await expect(page.getByRole('button', { name: /알림 받기|차단/ })).toHaveCount(0);
});
