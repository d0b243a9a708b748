import { FAN, signIn, writePost } from './support';
import { expect, type Locator, test } from './test';

/**
 * Losing and regaining the network on a 390 px phone (issue 19, item 11): the offline bar never
 * keeps 목록으로 out of reach, and the return of the network is said.
 */

test.use({ viewport: { width: 390, height: 844 } });

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

test('offline the bar leaves 목록으로 reachable; back online it says 다시 연결됐어요', async ({
  page,
  context,
}) => {
  await signIn(page, FAN, '/');
  const postId = await writePost(page.request, `오프라인 막대 확인 ${Date.now()}`);
  await page.goto(`/board/free/${postId}`);
  const back = page.getByRole('link', { name: '목록으로' });
  await expect(back).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });

  await context.setOffline(true);
  const bar = page.getByRole('status').filter({ hasText: '오프라인 상태예요' });
  await expect(bar).toBeVisible();
  // Scrolled to the end, as far as the page goes: 목록으로 is clear of the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(back).toBeInViewport();
  expect(await overlaps(bar, back)).toBe(false);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: '다시 연결됐어요' })).toBeVisible();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '다시 연결됐어요' })).toBeHidden({ timeout: 6000 });
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: the offline bar at a post's end, ${width}px ${colorScheme}`, async ({ page, context }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: width < 1280 ? 844 : 900 });
      await signIn(page, FAN, '/');
      const postId = await writePost(page.request, `오프라인 막대 화면 ${Date.now()}`);
      await page.goto(`/board/free/${postId}`);
      await expect(page.getByRole('link', { name: '목록으로' })).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByRole('status').filter({ hasText: '오프라인 상태예요' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.screenshot({ path: `/tmp/shellux-screens/offline-bar-${width}-${colorScheme}.png` });
      await context.setOffline(false);
    });
  }
}
