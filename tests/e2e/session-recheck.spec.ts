import { expect, test } from '@playwright/test';
import { ADMIN, apiSession, NEWBIE, signIn } from './support';

/**
 * A session event (a role granted, a ban) published while the member's socket was down never
 * reaches the page: the app checks the session again after each reconnect.
 */

test.use({ viewport: { width: 390, height: 844 } });

test('a board role granted while the member was offline is known once the socket is back', async ({
  page,
  context,
  browser,
}) => {
  await signIn(page, NEWBIE, '/settings');
  const uuid = ((await (await page.request.get('/api/v1/user/me')).json()) as { uuid: string }).uuid;
  const following = new Promise<void>((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes(`/topic/user/${uuid}/session`)) resolve();
      }),
    ),
  );
  await page.reload();
  await following;
  const grantedFree = () =>
    page.evaluate(
      () => localStorage.getItem('shared_storage_lastUser')?.includes('"boardId":"free"') ?? false,
    );
  expect(await grantedFree()).toBe(false);

  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: '오프라인 상태예요' })).toBeVisible();
  const admin = await apiSession(browser, ADMIN);
  const grant = await admin.request.post('/api/v1/user/board/role', {
    data: { userUuid: uuid, boardId: 'free' },
  });
  expect(grant.ok()).toBe(true);
  try {
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: '다시 연결됐어요' })).toBeVisible();
    await expect.poll(grantedFree).toBe(true);
  } finally {
    await admin.request.delete('/api/v1/user/board/role', { data: { userUuid: uuid, boardId: 'free' } });
    await admin.close();
  }
});
