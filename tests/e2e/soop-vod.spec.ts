import { CLIP_SEQUENCE_TEXT } from '../../src/contract/soop-chat';
import {
  type Account,
  ADMIN,
  apiSession,
  controlled,
  declineLinkPrompt,
  FAN,
  goLive,
  lookContext,
  looks,
  SHOTS,
  shot,
  signIn,
  simulator,
} from './support';
import { type Browser, expect, type Page, type TestInfo, test } from './test';

/**
 * Clip requests from the broadcast chat (issue 16 item 4): the simulator's viewers type the clip
 * sequence, the moment shows in /admin/soop-chat, the admin turns it into a request and finishes
 * it, and a member sees it on /soop-vod-req; the video-request popup shows once and stays closed.
 * The station goes off air and the popup's event is switched off again, so later specs meet neither.
 */

const STATION = 'c9talk';
const STATION_NICK = '수다쟁이';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;

/** The page signed in as `account`, once `ready` says it has painted, in each look of the run. */
async function shoot(
  browser: Browser,
  info: TestInfo,
  name: string,
  account: Account,
  path: string,
  ready: (page: Page) => Promise<void>,
) {
  for (const look of looks(info)) {
    const context = await lookContext(browser, look);
    const page = await context.newPage();
    await declineLinkPrompt(page);
    await signIn(page, account, path);
    await ready(page);
    await shot(page, info, name, look);
    await context.close();
  }
}

test(
  'a crowd typing the sequence becomes a moment, a request, and a finished clip the member sees',
  SHOTS,
  async ({ browser, page, context }, info) => {
    test.setTimeout(180_000);
    const title = `E2E 역전승 ${unique()}`;
    await declineLinkPrompt(page);
    try {
      // The poller sees the station on air (every second here), then viewers type the sequence.
      await goLive(page, STATION, { title: '수다 방송' });
      const chat = await simulator(page, `${STATION}/chat`, 'POST', {
        lines: [{ from: 'e2e_viewer', nick: '먼저온시청자', message: '오늘 텐션 좋다' }],
        clipViewers: 4,
      });
      expect(chat.ok()).toBe(true);

      await signIn(page, ADMIN, '/admin/soop-chat');
      const moment = page.getByTestId('chat-moment').filter({ hasText: '먼저온시청자' });
      await expect(async () => {
        await page.reload();
        await expect(moment).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(moment).toContainText(STATION_NICK);
      await expect(moment).toContainText('4명 표시');
      await expect(moment.locator('[data-mark]')).toHaveCount(4);
      await expect(moment.locator('[data-mark]').first()).toContainText(CLIP_SEQUENCE_TEXT);

      // Filtering is local and instant; a word nobody typed empties the list.
      const filter = page.getByRole('searchbox', { name: '방송국, 방송 제목, 채팅으로 찾기' });
      await filter.fill('아무도안쓴말');
      await expect(page.getByTestId('chat-moment')).toHaveCount(0);
      await filter.fill('먼저온시청자');
      await expect(moment).toBeVisible();

      await moment.getByRole('button', { name: '클립 요청 만들기' }).click();
      const dialog = page.getByRole('dialog', { name: '클립 요청 만들기' });
      await dialog.getByLabel('제목').fill(title);
      await dialog.getByLabel('설명').fill('채팅이 폭발한 순간');
      await dialog.getByRole('button', { name: '만들기' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(moment).toContainText('접수');

      await page.getByRole('tab', { name: /클립 요청/ }).click();
      const request = page.getByTestId('vod-request').filter({ hasText: title });
      await request.getByRole('button', { name: '상태 바꾸기' }).click();
      const status = page.getByRole('dialog', { name: '요청 상태 바꾸기' });
      await status.getByLabel('상태').selectOption('DONE');
      await status.getByRole('button', { name: '저장' }).click();
      await expect(status.getByText('클립 주소를 입력해 주세요.')).toBeVisible();
      await status.getByLabel('클립 주소').fill('https://vod.sooplive.co.kr/player/123');
      await status.getByRole('button', { name: '저장' }).click();
      await expect(status).toHaveCount(0);
      await expect(request).toContainText('완료');

      // The admin page opens offline from its cache, marked stale.
      await controlled(page);
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByTestId('chat-moment').filter({ hasText: '먼저온시청자' })).toBeVisible();
      await expect(page.getByTestId('stale-mark')).toContainText('오프라인이라');
      await context.setOffline(false);

      // A member sees the finished clip in the public list, and asks for a moment of their own.
      const member = await browser.newContext();
      const fan = await member.newPage();
      await declineLinkPrompt(fan);
      await signIn(fan, FAN, '/soop-vod-req');
      const seen = fan
        .getByRole('region', { name: '채팅으로 모인 요청' })
        .getByTestId('vod-request')
        .filter({ hasText: title });
      await expect(seen).toContainText('완료');
      await expect(seen.getByRole('link', { name: '클립 보러 가기 ↗' })).toHaveAttribute(
        'href',
        'https://vod.sooplive.co.kr/player/123',
      );
      const wish = `E2E 춤춘 장면 ${unique()}`;
      await fan.getByRole('button', { name: '장면 요청하기' }).click();
      const ask = fan.getByRole('dialog', { name: '장면 요청하기' });
      await expect(ask.getByRole('option', { name: STATION_NICK })).toBeAttached();
      await ask.getByLabel('방송국').selectOption(STATION);
      await ask.getByLabel('어떤 장면인가요?').fill(wish);
      await ask.getByRole('button', { name: '요청하기' }).click();
      await expect(ask).toHaveCount(0);
      await expect(
        fan.getByRole('region', { name: '내 요청' }).getByTestId('vod-request').filter({ hasText: wish }),
      ).toContainText('접수');
      await member.close();
    } finally {
      await simulator(page, `${STATION}/live`, 'DELETE');
    }

    await shoot(browser, info, 'admin-soop-chat', ADMIN, '/admin/soop-chat', (p) =>
      expect(p.getByTestId('chat-moment').first()).toBeVisible(),
    );
    await shoot(browser, info, 'soop-vod-req', FAN, '/soop-vod-req', (p) =>
      expect(p.getByTestId('vod-request').first()).toBeVisible(),
    );
  },
);

test(
  'the video-request popup shows while its event runs, closes only by its buttons, and stays closed today',
  SHOTS,
  async ({ browser }, info) => {
    test.setTimeout(120_000);
    const admin = await apiSession(browser, ADMIN);
    const setPopup = (endsAt: string | null) =>
      admin.request.put('/api/v1/admin/soop-vod-req/popup', { data: { endsAt } });
    expect((await setPopup(new Date(Date.now() + 3_600_000).toISOString())).ok()).toBe(true);
    try {
      for (const look of looks(info)) {
        const context = await lookContext(browser, look);
        const page = await context.newPage();
        await page.goto('/');
        const popup = page.getByTestId('soop-vod-popup');
        await expect(popup).toContainText(CLIP_SEQUENCE_TEXT);
        await shot(page, info, 'soop-vod-popup', look);
        if (look.width === 390 && look.colorScheme === 'light') {
          // Persistent: Escape and a click beside it leave it open.
          await page.keyboard.press('Escape');
          await page.mouse.click(5, 5);
          await expect(popup).toBeVisible();
          await popup.getByRole('button', { name: '닫기' }).click();
          await expect(popup).toHaveCount(0);
          const stored = await page.evaluate(() =>
            Object.entries(localStorage).find(([key]) => key.endsWith('_storage_popup')),
          );
          expect(JSON.parse(stored?.[1] ?? '{}').eventSoopVodAt).toEqual(expect.any(Number));
          await page.reload();
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await page.waitForTimeout(1000);
          await expect(popup).toHaveCount(0);
        }
        await context.close();
      }
    } finally {
      expect((await setPopup(null)).ok()).toBe(true);
      await admin.close();
    }
  },
);

test('a visitor reads /soop-vod-req without signing in and is told that asking needs an account', async ({
  page,
}) => {
  await page.goto('/soop-vod-req');
  await expect(page).toHaveURL(/\/soop-vod-req$/);
  await expect(page.getByRole('heading', { name: '클립 요청', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: '채팅으로 모인 요청' })).toBeVisible();
  await expect(page.getByRole('region', { name: '내 요청' })).toHaveCount(0);
  await expect(page.getByTestId('soop-vod-visitor-note')).toContainText(
    '장면을 직접 요청하려면 로그인해 주세요.',
  );
  await expect(page.getByRole('button', { name: '장면 요청하기' })).toHaveCount(0);
  await page.getByRole('link', { name: '로그인하고 요청하기' }).click();
  await expect(page).toHaveURL(/\/login\?pUrl=%2Fsoop-vod-req$/);
});
