import { expect, type Page, test } from './test';

/** Issue 16 item 7: /test reports each check in Korean; a refused position shows SPEC section 8's message. */

const row = (page: Page, label: string) =>
  page.getByRole('list', { name: '진단 결과' }).getByRole('listitem').filter({ hasText: label });

test.describe('with permissions granted', () => {
  test.use({
    permissions: ['geolocation', 'notifications'],
    geolocation: { latitude: 37.5665, longitude: 126.978, accuracy: 20 },
  });

  test('/test reports the service worker, storage, push, socket, download speed and position', async ({
    page,
  }) => {
    await page.goto('/test');
    await expect(page.getByRole('heading', { name: '접속 진단', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('접속 진단 - 씨나인');
    await expect(row(page, '서비스 워커')).toContainText(/작동 중입니다|활성화되었습니다/, {
      timeout: 30_000,
    });
    await expect(row(page, '저장 공간')).toContainText(/\d+\.\d[MG]B 사용 중 \/ 사용 가능 \d+\.\d[MG]B/);
    await expect(row(page, '알림 권한')).toContainText('허용되었습니다');
    await expect(row(page, '실시간 연결')).toContainText('실시간 연결이 되어 있습니다');
    await expect(row(page, '다운로드 속도')).toContainText(/\d+(\.\d)? Mbps/);
    await expect(row(page, '다운로드 속도')).toContainText('정상');

    await expect(row(page, '위치 정보')).toContainText('위치 확인 버튼을 눌러 주세요');
    await row(page, '위치 정보').getByRole('button', { name: '위치 확인' }).click();
    await expect(row(page, '위치 정보')).toContainText('위도 37.56650, 경도 126.97800 (오차 약 20m)');
  });
});

test('a refused position shows the SPEC message; push not yet allowed says so', async ({ page, context }) => {
  await context.clearPermissions();
  await page.goto('/test');
  await expect(row(page, '알림 권한')).toContainText('아직 허용하지 않았습니다');
  await row(page, '위치 정보').getByRole('button', { name: '위치 확인' }).click();
  await expect(row(page, '위치 정보')).toContainText('위치 권한이 없어 내 위치 정보를 가져올 수 없습니다');
  await expect(row(page, '위치 정보')).toContainText('문제');
});

// One page for the four shots: the service worker installs once, not per shot.
test('screens: diagnostics at 390 and 1440 px, light and dark', async ({ page }) => {
  await page.goto('/test');
  await expect(row(page, '서비스 워커')).not.toContainText('확인', { timeout: 30_000 });
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await page.getByRole('button', { name: '다시 검사' }).click();
      await expect(row(page, '다운로드 속도')).toContainText('Mbps');
      await expect(row(page, '서비스 워커')).toContainText('작동 중입니다');
      await page.screenshot({
        path: `tests/e2e/screens/diagnostics-${width}-${scheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
});
