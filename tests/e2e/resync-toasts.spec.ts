import { apiSession, CREW, FAN, goLive, signIn, simulator, writePost } from './support';
import { type APIRequestContext, expect, type Page, test } from './test';

/**
 * News that came while the socket was down, on a 390 px phone (issue 19, item 11): the live strip
 * says offline that it shows old state, and after the resync a go-live or a notification under a
 * minute old still raises its toast.
 */

test.use({ viewport: { width: 390, height: 844 } });
// The server notices a lost network by the socket's heart-beat: 6 s in these tests (global-setup).
test.setTimeout(90_000);

const openSockets = async (request: APIRequestContext) => {
  const res = await request.get('/api/actuator/active-websocket-sessions');
  return ((await res.json()) as { count: number }).count;
};

/** Signed in at `/`, with the member's socket up and subscribed. */
async function signedInWithSocket(page: Page) {
  await signIn(page, FAN, '/');
  // Start as this member: no visitor's socket from before the login.
  await page.reload();
  await expect.poll(() => openSockets(page.request)).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
}

test('offline the strip says its live state is old; a go-live missed meanwhile toasts after the resync', async ({
  page,
  context,
  request,
}) => {
  await signedInWithSocket(page);
  const strip = page.getByTestId('live-strip');
  await expect(strip).toBeVisible();
  await expect(strip.getByTestId('live-stale')).toHaveCount(0);

  await context.setOffline(true);
  await expect(strip.getByTestId('live-stale')).toHaveText('오프라인 · 방금 전 정보');
  await expect.poll(() => openSockets(request), { timeout: 30_000 }).toBe(0);
  try {
    // Until the server has read the go-live (and told the sockets it still has).
    await goLive(page, 'c9star', { title: '재연결 확인 방송', viewers: 300 });
    await expect(page.getByText('스타왕별이 방송 시작')).toHaveCount(0);
    await context.setOffline(false);
    await expect(strip.getByTestId('live-stale')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: '스타왕별이 방송 시작' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(strip.getByTestId('live-strip-station').filter({ hasText: '스타왕별이' })).toBeVisible();
  } finally {
    await simulator(page, 'c9star/live', 'DELETE');
  }
});

test('a comment notification that came while offline toasts after the resync', async ({
  page,
  context,
  request,
  browser,
}) => {
  await signedInWithSocket(page);
  const postId = await writePost(page.request, `재연결 알림 확인 ${Date.now()}`);

  await context.setOffline(true);
  await expect.poll(() => openSockets(request), { timeout: 30_000 }).toBe(0);
  const crew = await apiSession(browser, CREW);
  expect(
    (
      await crew.request.post(`/api/v1/p/post/${postId}/comment`, {
        data: { content: '오프라인 때 단 댓글' },
      })
    ).ok(),
  ).toBe(true);
  await crew.close();
  await page.waitForTimeout(1000);
  const toast = page.getByRole('status').filter({ hasText: '새 알림' });
  await expect(toast).toHaveCount(0);

  await context.setOffline(false);
  await expect(toast).toBeVisible({ timeout: 20_000 });
});
