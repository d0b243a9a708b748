import { expect, test } from './test';

/** Issue 19 item 13: a tab opened before a deploy meets page chunks the new build no longer has. */

// Requests the service worker answers would pass by `page.route`.
test.use({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });

test('a missing page chunk reloads the page once, and the page then shows', async ({ page }) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // The deploy: the board list page's chunk this tab asks for is gone, until the page loads again.
  const refused: string[] = [];
  await page.route(/\/assets\/[\w-]*BoardListPage-[^/]+\.js$/, (route) => {
    if (loads > 1) return route.continue();
    refused.push(route.request().url());
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":404}' });
  });
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: '이용약관' })).toBeVisible();
  await expect.poll(() => loads).toBe(2);
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: '이용약관' })).toBeVisible();
  await page.evaluate(() => {
    history.pushState({}, '', '/board/all');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: '전체글' })).toBeVisible();
  expect(refused.length).toBeGreaterThan(0);
  expect(loads).toBe(2);
});

test('a chunk still missing after that reload does not reload the page again', async ({ page }) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route(/\/assets\/[\w-]*BoardListPage-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":404}' }),
  );
  await page.goto('/terms');
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('heading', { name: '이용약관' })).toBeVisible();
  await page.waitForTimeout(3000);
  expect(loads).toBe(2);
});
