import { ADMIN, controlled, declineLinkPrompt, signInContext } from './support';
import { type Browser, type BrowserContext, expect, type Page, test } from './test';

/**
 * Feedback (issue 16 item 3): a member sends a thread from /contact (kept when the send fails,
 * refused offline), an admin answers it in /admin/contact (which opens offline from its cache), and
 * the answer reaches the member as a notification that opens the answered thread.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [390, 1440] as const;

/** A 2x2 PNG: the file module checks and re-encodes it like any upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEUlEQVR4nGP4z8DwH4QZYAwAR8oH+WdZbrcAAAAASUVORK5CYII=',
  'base64',
);

/** A new member signed in on a context of their own. */
async function newMember(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const tag = unique();
  const member = { username: `ct${tag}`, password: 'goodpass1', nickname: `문의${tag.slice(-6)}` };
  const context = await browser.newContext(options);
  expect((await context.request.post('/api/v1/user/register', { data: member })).ok()).toBe(true);
  await signInContext(context, member);
  const page = await context.newPage();
  await declineLinkPrompt(page);
  return { ...member, context, page };
}

async function adminPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  await signInContext(context, ADMIN);
  return { context, page: await context.newPage() };
}

/** Sends a thread over the API, as the member's page would. */
async function sendOverApi(context: BrowserContext, title: string, content: string, category = 'SUGGESTION') {
  const res = await context.request.post('/api/v1/user/me/contact', {
    data: { category, title, content, attachmentFileId: null },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { id: string }).id;
}

const form = (page: Page) => page.getByRole('form', { name: '새 문의' });
const sendButton = (page: Page) => page.getByRole('button', { name: '문의 보내기' });

test('a member sends feedback, an admin answers it, the member is told and reads the answer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `E2E 출석 포인트 문의 ${unique()}`;
  const text = '어제 출석했는데 포인트가 안 들어왔어요.\n확인 부탁드립니다.';
  // The member's calls go to the network directly, so the failed send below is the page's own.
  const member = await newMember(browser, { serviceWorkers: 'block' });
  const { page } = member;
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: '문의하기', level: 1 })).toBeVisible();
  await expect(page.getByText('보낸 문의가 없습니다')).toBeVisible();

  await form(page).getByLabel('문의 종류').selectOption({ label: '포인트/이벤트' });
  await form(page).getByLabel('제목').fill(title);
  await form(page).getByLabel('내용').fill(text);
  await page.locator('input[type="file"][aria-label="첨부 이미지"]').setInputFiles({
    name: 'point.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(form(page).getByRole('img', { name: /^첨부 이미지/ })).toBeVisible();

  // The send fails on the way: a Korean message, and everything typed is still there.
  await page.route('**/api/v1/user/me/contact', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
  );
  await sendButton(page).click();
  await expect(form(page).getByRole('alert')).toContainText('문의를 보내지 못했습니다');
  await expect(form(page).getByLabel('제목')).toHaveValue(title);
  await expect(form(page).getByLabel('내용')).toHaveValue(text);
  await expect(form(page).getByRole('img', { name: /^첨부 이미지/ })).toBeVisible();
  await page.unroute('**/api/v1/user/me/contact');

  // Offline the form says it needs the network and does not send.
  await member.context.setOffline(true);
  await expect(form(page).getByRole('alert')).toContainText('네트워크에 연결되어 있을 때만 보낼 수 있어요');
  await expect(sendButton(page)).toBeDisabled();
  await member.context.setOffline(false);
  await expect(sendButton(page)).toBeEnabled();

  await sendButton(page).click();
  await expect(page).toHaveURL(/\/contact\?thread=[0-9a-f-]{36}$/);
  const threadId = new URL(page.url()).searchParams.get('thread')!;
  await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(page.getByTestId('contact-answer')).toContainText('아직 답변을 기다리고 있습니다');
  await expect(form(page).getByLabel('제목')).toHaveValue('');
  await page.getByRole('link', { name: '← 내 문의 목록' }).click();
  const mine = page.getByRole('list', { name: '내 문의 목록' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine).toContainText('답변 대기');

  // The admin finds it by typing, opens it and answers.
  const admin = await adminPage(browser);
  await admin.page.goto('/admin/contact');
  await admin.page.getByRole('searchbox', { name: '제목, 내용, 작성자로 찾기' }).fill(member.nickname);
  const rows = admin.page.getByTestId('admin-contact-row');
  await expect(rows).toHaveCount(1);
  await rows.click();
  const dialog = admin.page.getByRole('dialog', { name: '문의 답변' });
  await expect(dialog).toContainText(text.split('\n')[0]!);
  await expect(dialog.getByRole('img', { name: /^첨부 이미지/ })).toBeVisible();
  await dialog.getByLabel('답변').fill('확인해 보니 지급이 늦었습니다. 방금 넣어 드렸어요.');
  await dialog.getByRole('button', { name: '답변 등록' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows.first()).toContainText('답변 완료');

  // The member's bell rings without a reload; the notification opens the answered thread.
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  await page.getByRole('button', { name: /^알림/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /답변이 등록되었습니다/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?thread=${threadId}$`));
  await expect(page.getByTestId('contact-answer')).toContainText('방금 넣어 드렸어요');
  await page.getByRole('link', { name: '← 내 문의 목록' }).click();
  await expect(mine).toContainText('답변 완료');

  // The admin list opens offline from its cache, marked stale, and still filters.
  await controlled(admin.page);
  await admin.context.setOffline(true);
  await admin.page.reload();
  await expect(admin.page.getByTestId('stale-mark')).toBeVisible();
  await admin.page.getByRole('searchbox', { name: '제목, 내용, 작성자로 찾기' }).fill(member.nickname);
  await expect(rows).toHaveCount(1);
  await admin.context.setOffline(false);

  await admin.context.close();
  await member.context.close();
});

test('a visitor opens /contact without signing in, sends feedback with a reply e-mail, and an admin reads it', async ({
  browser,
}) => {
  const title = `E2E 방문자 문의 ${unique()}`;
  const email = `visitor${unique()}@example.com`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: '문의하기', level: 1 })).toBeVisible();
  await expect(page.getByTestId('contact-visitor-note')).toContainText('회원이라면 로그인해 주세요');
  await expect(form(page).getByLabel('첨부 이미지')).toHaveCount(0);

  await form(page).getByLabel('제목').fill(title);
  await form(page).getByLabel('내용').fill('가입하지 않아도 이벤트를 볼 수 있나요?');
  await sendButton(page).click();
  await expect(form(page).getByText('답변 받을 이메일을 입력해 주세요.')).toBeVisible();
  await form(page).getByLabel('답변 받을 이메일').fill(email);
  await sendButton(page).click();
  await expect(page.getByText(`답변은 ${email}로 보내 드릴게요.`)).toBeVisible();
  await expect(form(page).getByLabel('제목')).toHaveValue('');

  const admin = await adminPage(browser);
  await admin.page.goto('/admin/contact');
  await admin.page.getByRole('searchbox', { name: '제목, 내용, 작성자로 찾기' }).fill(title);
  const rows = admin.page.getByTestId('admin-contact-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`방문자 (${email})`);
  await rows.click();
  const dialog = admin.page.getByRole('dialog', { name: '문의 답변' });
  await expect(dialog.getByRole('link', { name: `${email}로 답장 쓰기` })).toHaveAttribute(
    'href',
    `mailto:${email}`,
  );
  await expect(dialog).toContainText('알림 대신 이메일로 보내 주세요');
  await admin.context.close();
  await context.close();
});

test('screens: /contact and /admin/contact, list and an open thread', async ({ browser }) => {
  test.setTimeout(180_000);
  const asker = await newMember(browser);
  await sendOverApi(
    asker.context,
    '다크 모드에서 글씨가 잘 안 보여요',
    '게시판 목록의 회색 글씨가 어두운 화면에서 읽기 어렵습니다.',
  );
  const answered = await sendOverApi(
    asker.context,
    '출석 포인트가 두 번 들어왔어요',
    '오늘 출석 체크를 한 번 했는데 포인트가 두 번 쌓였습니다. 돌려 드려야 할까요?',
    'POINT',
  );
  const admin = await adminPage(browser);
  expect(
    (
      await admin.context.request.put(`/api/v1/admin/contact/${answered}/answer`, {
        data: { answer: '알려 주셔서 고맙습니다. 중복 지급은 저희가 바로잡았어요.' },
      })
    ).ok(),
  ).toBe(true);
  await admin.context.close();
  await asker.context.close();

  for (const colorScheme of SCHEMES)
    for (const width of WIDTHS) {
      const viewport = { width, height: width < 600 ? 844 : 900 };
      const name = `${width}-${colorScheme}`;
      const member = await browser.newContext({ viewport, colorScheme });
      await signInContext(member, asker);
      const page = await member.newPage();
      await declineLinkPrompt(page);
      await page.goto('/contact');
      await expect(page.getByRole('list', { name: '내 문의 목록' }).getByRole('listitem')).toHaveCount(2);
      await expect(page.getByRole('button', { name: /^알림/ })).toBeVisible();
      await page.screenshot({
        path: `tests/e2e/screens/contact-${name}.png`,
        animations: 'disabled',
        fullPage: true,
      });
      await page.goto(`/contact?thread=${answered}`);
      await expect(page.getByTestId('contact-answer')).toContainText('바로잡았어요');
      await expect(page.getByRole('button', { name: /^알림/ })).toBeVisible();
      await page.screenshot({ path: `tests/e2e/screens/contact-thread-${name}.png`, animations: 'disabled' });
      await member.close();

      const staff = await adminPage(browser, { viewport, colorScheme });
      await staff.page.goto('/admin/contact');
      await expect(staff.page.getByTestId('admin-contact-row').first()).toBeVisible();
      await staff.page.screenshot({
        path: `tests/e2e/screens/admin-contact-${name}.png`,
        animations: 'disabled',
      });
      await staff.page.getByTestId('admin-contact-row').filter({ hasText: '다크 모드에서' }).first().click();
      await expect(staff.page.getByRole('dialog', { name: '문의 답변' })).toBeVisible();
      await staff.page.screenshot({
        path: `tests/e2e/screens/admin-contact-open-${name}.png`,
        animations: 'disabled',
      });
      await staff.context.close();
    }
});
