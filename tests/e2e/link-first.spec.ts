import { atPath, NEWBIE, signIn } from './support';
import { expect, test } from './test';

/**
 * A member without a linked SOOP account learns it before typing, on a 390 px phone (issue 19,
 * item 4): 글쓰기 opens the linking page, the write form says so at its top and keeps the draft on
 * the way there, and the 5 s linking prompt waits while a form is being typed.
 */

test.use({ viewport: { width: 390, height: 844 } });

const PROMPT = 'SOOP 계정을 연동하면 글을 쓸 수 있습니다. 지금 연동하시겠습니까?';
const LEAVE = '작성 중인 내용이 사라집니다. 계속하시겠습니까?';

test('글쓰기 on a board leads an unlinked member to the linking page', async ({ page }) => {
  await signIn(page, NEWBIE, '/board/free');
  await page.getByRole('link', { name: '글쓰기' }).click();
  await expect(page).toHaveURL(/\/afreecatv-connect\?next=%2Fboard%2Ffree%2Fwrite$/);
  await expect(page.getByRole('heading', { name: 'SOOP 계정 연동', level: 1 })).toBeVisible();
  await expect(
    page.getByText('SOOP 계정을 연동하면 게시판에 글을 쓸 수 있습니다.', { exact: false }),
  ).toBeVisible();
});

test('the write form says it first, keeps the draft on the way to linking, and the prompt waits', async ({
  page,
}) => {
  // The page's clock runs as usual but can be moved on: the prompt's 5 s are jumped over.
  await page.clock.install();
  await signIn(page, NEWBIE, '/board/free/write');
  await expect(page.getByTestId('link-first')).toContainText('SOOP 계정을 연동해야 글을 등록할 수 있습니다');
  await page.getByLabel('제목').fill('연동하고 올릴 글');
  // Past the prompt's 5 s while typing: it must not open over the form.
  await page.clock.fastForward(6500);
  await expect(page.getByText(PROMPT)).toBeHidden();

  await page.getByTestId('link-first').getByRole('button', { name: '계정 연동하기' }).click();
  await expect(page).toHaveURL(/\/afreecatv-connect\?next=%2Fboard%2Ffree%2Fwrite$/);
  await expect(page.getByText(LEAVE)).toBeHidden();

  // On from the linking page: the prompt comes now, and its 예 goes straight to the linking page.
  await page.getByRole('link', { name: '씨나인' }).first().click();
  await expect(page).toHaveURL(atPath('/'));
  await page.clock.fastForward(5500);
  await expect(page.getByText(PROMPT)).toBeVisible();
  await page.getByRole('button', { name: '예' }).click();
  await expect(page).toHaveURL(/\/afreecatv-connect$/);
  await expect(page.getByText(LEAVE)).toBeHidden();

  // What was typed is still there.
  await page.goto('/board/free/write');
  await expect(page.getByLabel('제목')).toHaveValue('연동하고 올릴 글');
});

const EVENT_PROMPT = 'SOOP 계정을 연동하면 포인트와 경품 이벤트에 참여할 수 있습니다. 지금 연동하시겠습니까?';

test('an event that pays points tells an unlinked member why and offers the linking page, sending nothing', async ({
  page,
}) => {
  // The 5 s linking prompt is another matter here: 아니오 whenever it shows.
  const startup = page.getByRole('alertdialog').filter({ hasText: PROMPT });
  await page.addLocatorHandler(startup, () => startup.getByRole('button', { name: '아니오' }).click());
  await signIn(page, NEWBIE, '/event/check-in-point-rank');
  const checkIn = page.getByRole('button', { name: '출석 체크', exact: true });
  const ask = page.getByRole('alertdialog').filter({ hasText: EVENT_PROMPT });
  await checkIn.click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '아니오' }).click();
  await expect(ask).toBeHidden();
  await expect(checkIn).toBeEnabled();
  const status = await page.request.get('/api/v1/user/me/event-check-in');
  expect(((await status.json()) as { checkedInToday: boolean }).checkedInToday).toBe(false);

  // A claim code too; 예 goes to the linking page, which comes back here once linked.
  await page.goto('/event/point-claim');
  await page.getByLabel('코드').fill('ANYCODE');
  await page.getByRole('button', { name: '받기', exact: true }).click();
  await ask.getByRole('button', { name: '예' }).click();
  await expect(page).toHaveURL(/\/afreecatv-connect\?next=%2Fevent%2Fpoint-claim$/);
  await expect(page.getByText('포인트 받기와 보내기', { exact: false })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1440]) {
    test(`screens: the write form of an unlinked member, ${width}px ${colorScheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: width < 1280 ? 844 : 900 });
      await signIn(page, NEWBIE, '/board/free/write');
      await expect(page.getByTestId('link-first')).toBeVisible();
      await page.screenshot({ path: `/tmp/shellux-screens/link-first-${width}-${colorScheme}.png` });
    });
  }
}
