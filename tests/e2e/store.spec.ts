import { ADMIN, apiSession, CREW, FAN, NEWBIE, signIn, writePost } from './support';
import { type APIRequestContext, expect, type Page, test } from './test';

/** The shop (issue 11 item 6): buy a pack, use an emoticon in a comment that another member sees. */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+WdZbrcAAAAASUVORK5CYII=',
  'base64',
);

/** A pack listed by the crew member and approved by the admin, over the API. */
async function approvedPack(crew: APIRequestContext, admin: APIRequestContext, name: string) {
  const upload = await crew.post('/api/v1/file', {
    multipart: { purpose: 'emoticon', file: { name: 'smile.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const { id: fileId } = (await upload.json()) as { id: string };
  const listed = await crew.post('/api/v1/store', {
    data: { name, price: 500, description: '시험용 이모티콘', emoticons: [{ fileId, name: '웃음' }] },
  });
  expect(listed.ok()).toBe(true);
  const { id } = (await listed.json()) as { id: number };
  expect((await admin.put(`/api/v1/store/${id}/status`, { data: { status: 'APPROVED' } })).ok()).toBe(true);
  return id;
}

const emoticonIn = (page: Page) => page.getByTestId('comment-emoticon').first();

test('a member buys a pack and an emoticon from it shows in their comment for another member', async ({
  page,
  browser,
}) => {
  const crew = await apiSession(browser, CREW);
  const admin = await apiSession(browser, ADMIN);
  const name = `웃는 얼굴 ${Date.now().toString(36)}`;
  const productId = await approvedPack(crew.request, admin.request, name);
  const postId = await writePost(crew.request, `이모티콘 댓글 ${name}`);

  await signIn(page, FAN, '/store');
  await page.getByTestId('store-product').filter({ hasText: name }).click();
  await expect(page).toHaveURL(new RegExp(`/store/${productId}$`));
  await page.getByRole('button', { name: '구매하기' }).click();
  await page.getByRole('button', { name: '구매', exact: true }).click();
  await expect(page.getByTestId('owned')).toBeVisible();

  await page.goto(`/board/free/${postId}`);
  const form = page.getByTestId('comment-form');
  await form.getByRole('textbox').fill('오늘 방송 최고 ');
  await form.getByRole('button', { name: '이모티콘' }).click();
  await page.getByRole('tab', { name }).click();
  await page.getByRole('button', { name: '웃음' }).click();
  await expect(form.getByRole('textbox')).toHaveValue(/^오늘 방송 최고 \[emo:[0-9a-f-]{36}\]$/);
  await form.getByRole('button', { name: '댓글 등록' }).click();
  await expect(emoticonIn(page)).toBeVisible();
  await expect(page.getByText('오늘 방송 최고')).toBeVisible();

  // Another member sees the image, drawn (not the token text).
  const other = await browser.newContext();
  const reader = await other.newPage();
  await signIn(reader, NEWBIE, `/board/free/${postId}`);
  await expect(emoticonIn(reader)).toBeVisible();
  await expect
    .poll(() => emoticonIn(reader).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(reader.getByText(/\[emo:/)).toHaveCount(0);
  // They do not own the pack: their picker offers nothing to use.
  await reader.getByTestId('comment-form').getByRole('button', { name: '이모티콘' }).click();
  await expect(reader.getByText('가진 이모티콘이 없습니다.')).toBeVisible();

  await Promise.all([other.close(), crew.close(), admin.close()]);
});

test('a seller lists a pack through the form and an admin approves it', async ({ page }) => {
  await signIn(page, CREW, '/store/write');
  const name = `새 스티커 ${Date.now().toString(36)}`;
  await page.getByLabel('상품명').fill(name);
  await page.getByLabel('가격 (포인트)').fill('300');
  // Through the shared upload module: a file named and typed like a picture is refused by its
  // bytes, the page says so in Korean and nothing is added.
  await page.getByLabel('이모티콘 이미지').setInputFiles({
    name: '가짜.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
  });
  await expect(page.getByRole('alertdialog')).toContainText('올릴 수 없는 형식의 파일입니다');
  await page.getByRole('alertdialog').getByRole('button').first().click();
  await expect(page.getByLabel('이모티콘 1 이름')).toHaveCount(0);
  await page
    .getByLabel('이모티콘 이미지')
    .setInputFiles({ name: '하트.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByLabel('이모티콘 1 이름')).toHaveValue('하트');
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('승인 대기')).toBeVisible();
  // Not on the shelf until approved.
  await page.goto('/store');
  await expect(page.getByTestId('store-product').filter({ hasText: name })).toHaveCount(0);
});
