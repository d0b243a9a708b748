import sharp from 'sharp';
import { declineLinkPrompt, FAN, NEWBIE, signIn } from './support';
import { expect, type Page, type Route, test } from './test';

/**
 * Issue 19 item 1 and issue 11 item 5: pictures come from the device (picker, paste, drop), go
 * up with the upload progress modal, and land in the post; the member's profile picture too.
 */

const photo = (width: number, height: number, r = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

/** A camera-like photo: noise does not compress, so its size is a real photo's. */
const noisyPhoto = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

/** Holds uploads until `release()`, so the progress modal can be seen while one is under way. */
async function holdUploads(page: Page) {
  const held: Route[] = [];
  let arrived: () => void = () => undefined;
  let waiting = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route('**/api/v1/file', (route) => {
    held.push(route);
    arrived();
  });
  return {
    arrived: () => waiting,
    /** Bytes of the held uploads' bodies. */
    sentBytes: () => held.reduce((sum, route) => sum + (route.request().postDataBuffer()?.length ?? 0), 0),
    async release() {
      for (const route of held.splice(0)) await route.continue();
      await page.unroute('**/api/v1/file');
      waiting = new Promise<void>((resolve) => {
        arrived = resolve;
      });
    },
  };
}

const loadedWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth);

test('a phone member picks a photo for a 팬아트 post and sees the upload progress', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, FAN, '/board/fanart/write');
  const title = `팬아트 사진 ${Date.now()}`;
  await page.getByLabel('제목').fill(title);
  const editor = page.getByRole('textbox', { name: '내용' });
  await editor.click();
  await page.keyboard.type('방송 장면을 그렸어요');

  const uploads = await holdUploads(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '이미지', exact: true }).click();
  const picker = await chooser;
  expect(picker.isMultiple()).toBe(true);
  const camera = await noisyPhoto(3200, 1800);
  await picker.setFiles({ name: '팬아트.jpg', mimeType: 'image/jpeg', buffer: camera });

  await uploads.arrived();
  // Scaled down on the phone before sending (SPEC section 5), so far fewer bytes go up.
  expect(uploads.sentBytes()).toBeLessThan(camera.length / 3);
  const modal = page.getByRole('dialog', { name: '파일 업로드 중' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('팬아트.jpg');
  await expect(modal).toContainText('1 / 1');
  await uploads.release();
  await expect(modal).toBeHidden();

  // Scaled down to the post width by the server, and put where the caret was.
  const image = editor.locator('img[src^="/api/v1/file/"]');
  await expect(image).toHaveAttribute('width', '1280');
  await expect(editor).toContainText('방송 장면을 그렸어요');

  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/board\/fanart\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const body = page.getByTestId('post-body');
  await expect(body.locator('img[src^="/api/v1/file/"]')).toBeVisible();
  await expect
    .poll(() => loadedWidth(page, '[data-testid="post-body"] img[src^="/api/v1/file/"]'))
    .toBe(1280);

  // The service worker keeps the uploaded picture: the post reads offline with it.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.reload();
  await expect
    .poll(() => loadedWidth(page, '[data-testid="post-body"] img[src^="/api/v1/file/"]'))
    .toBe(1280);
  await page.context().setOffline(true);
  await page.reload();
  await expect
    .poll(() => loadedWidth(page, '[data-testid="post-body"] img[src^="/api/v1/file/"]'))
    .toBe(1280);
  await page.context().setOffline(false);
});

test('a file that is not an image is refused with a message, and nothing is inserted', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, FAN, '/board/fanart/write');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '이미지', exact: true }).click();
  // Named and typed like a picture: the server reads the bytes.
  await (await chooser).setFiles({
    name: 'picture.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await expect(page.getByRole('alertdialog')).toContainText('올릴 수 없는 형식의 파일입니다');
  await expect(page.getByRole('textbox', { name: '내용' }).locator('img')).toHaveCount(0);
});

test('offline, picking a picture says the server cannot be reached and the modal goes away', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, FAN, '/board/fanart/write');
  // The network goes once the form is on screen: the editor loads with the page.
  await expect(page.getByRole('button', { name: '이미지', exact: true })).toBeVisible();
  await context.setOffline(true);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '이미지', exact: true }).click();
  await (await chooser).setFiles({
    name: 'offline.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(200, 100),
  });
  await expect(page.getByRole('alertdialog')).toContainText('서버에 연결할 수 없습니다');
  await expect(page.getByRole('dialog', { name: '파일 업로드 중' })).toBeHidden();
  await expect(page.getByRole('textbox', { name: '내용' }).locator('img')).toHaveCount(0);
  await context.setOffline(false);
});

test('when the modal code cannot load, the upload still lands and the app stays up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A connection that drops just as the first upload starts: the modal's lazy chunk fails.
  let blocked = 0;
  await page.route(/UploadProgressModal-[\w-]+\.js$/, (route) => {
    blocked += 1;
    return route.abort('internetdisconnected');
  });
  await signIn(page, FAN, '/board/fanart/write');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '이미지', exact: true }).click();
  await (await chooser).setFiles({
    name: 'flaky.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(200, 100),
  });
  await expect(page.getByRole('textbox', { name: '내용' }).locator('img[src^="/api/v1/file/"]')).toHaveCount(
    1,
  );
  await expect(page.getByRole('button', { name: '등록' })).toBeVisible();
  expect(blocked).toBeGreaterThan(0);
});

test('on a desktop a pasted and a dropped picture go into the post', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, FAN, '/board/fanart/write');
  const editor = page.getByRole('textbox', { name: '내용' });
  await editor.click();
  const bytes = [...(await photo(300, 200, 30))];

  await editor.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], 'clipboard.jpg', { type: 'image/jpeg' }));
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
    );
  }, bytes);
  await expect(editor.locator('img[src^="/api/v1/file/"]')).toHaveCount(1);

  await editor.evaluate((element, data) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(data)], 'dropped.jpg', { type: 'image/jpeg' }));
    const box = element.getBoundingClientRect();
    const at = { clientX: box.left + 20, clientY: box.top + 20, bubbles: true, cancelable: true };
    element.dispatchEvent(new DragEvent('dragover', { ...at, dataTransfer: transfer }));
    element.dispatchEvent(new DragEvent('drop', { ...at, dataTransfer: transfer }));
  }, bytes);
  await expect(editor.locator('img[src^="/api/v1/file/"]')).toHaveCount(2);
  await expect(editor.locator('img').first()).toHaveAttribute('width', '300');
});

test('a member changes their profile picture and every avatar of theirs shows it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Not the fan: other specs expect the fan's default picture.
  await declineLinkPrompt(page);
  await signIn(page, NEWBIE, '/user/me/info');
  const uploads = await holdUploads(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '프로필 사진 변경' }).click();
  await (await chooser).setFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(800, 600, 20),
  });
  await uploads.arrived();
  await expect(page.getByRole('dialog', { name: '파일 업로드 중' })).toContainText(
    '프로필 사진을 올리고 있습니다.',
  );
  await uploads.release();

  await expect(page.getByAltText(/프로필 이미지$/)).toHaveAttribute(
    'src',
    /^\/api\/v1\/file\/[0-9a-f-]{36}$/,
  );
  await expect.poll(() => loadedWidth(page, 'img[alt$="프로필 이미지"]')).toBe(512);
  // The header's avatar shows the square thumbnail.
  await expect.poll(() => loadedWidth(page, 'header img[src$="/thumbnail"]')).toBe(128);

  // The next visit reads it from the server.
  await page.reload();
  await expect(page.getByAltText(/프로필 이미지$/)).toHaveAttribute('src', /^\/api\/v1\/file\//);
});
