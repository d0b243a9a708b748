/**
 * /admin/user filters the whole member list in the page as the admin types (issue 16): with
 * 20,000 members, the time from a keystroke until the list on screen shows its result (filter,
 * the address update, React's render and the layout), per key, in headless Chromium against a
 * built app. The list is the server's answer shape with 20,000 made-up members, served by the
 * browser's request routing: the figure is the page's own work, not the database's.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UserTableRow } from '../../src/contract';
import { launchChromium } from '../chromium';
import { startNodeProcess } from '../server/helpers/process';

const DIST = 'dist';
const MEMBERS = 20_000;
const TARGET_MS = 16;
/** Each key narrows or widens the result, so every key changes what is shown. */
const TYPED = ['1', '12', '123', '1234', '123', '12', '1', '', '7', '70', '709', '70', '7', ''];
const ROUNDS = 4;
const NAMES = ['별빛', '하늘', '바다', '노을', '새벽', '구름', '달빛', '숲속'];
const members = (): UserTableRow[] =>
  Array.from({ length: MEMBERS }, (_, i) => ({
    uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    username: `member${String(i).padStart(5, '0')}`,
    nickname: `${NAMES[i % NAMES.length]}${i}`,
    roles: ['USER'],
    afreecatvUserId: i % 3 === 0 ? `soop${i}` : null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + (MEMBERS - i) * 60_000).toISOString(),
  }));

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * p) - 1)] ?? 0;

/**
 * Types `text` into the filter as one key would (the input's value, then its input event) and
 * resolves with the milliseconds until the shown count reads `expected` and layout is done.
 * A string: the TypeScript loader would wrap a function with helpers the page lacks.
 */
const keystroke = (text: string, expected: string) => `new Promise((resolve, reject) => {
  const input = document.querySelector('input[type="search"]');
  const count = document.querySelector('[data-testid="user-count"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setTimeout(() => reject(new Error('never showed ' + ${JSON.stringify(expected)})), 5000);
  const started = performance.now();
  const done = () => {
    if (count.textContent !== ${JSON.stringify(expected)}) return false;
    document.body.getBoundingClientRect();
    resolve(performance.now() - started);
    return true;
  };
  const observer = new MutationObserver(() => done() && observer.disconnect());
  observer.observe(count, { childList: true, subtree: true, characterData: true });
  setValue.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
})`;

export async function benchAdminFilter(): Promise<string[]> {
  if (!existsSync(join(DIST, 'index.html'))) return ['admin filter: skipped (run `npm run build` first)'];
  const list = members();
  const shownFor = (words: string) => {
    const n = words
      ? list.filter((m) => [m.nickname, m.username, m.afreecatvUserId ?? ''].some((t) => t.includes(words)))
          .length
      : MEMBERS;
    return words
      ? `검색 결과 ${n.toLocaleString('ko-KR')}명 · 전체 ${MEMBERS.toLocaleString('ko-KR')}명`
      : `회원 ${MEMBERS.toLocaleString('ko-KR')}명`;
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'c9-admin-filter-'));
  const node = await startNodeProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    STATIC_DIR: DIST,
  });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: node.url, viewport: { width: 1440, height: 900 } });
    const body = JSON.stringify({ users: list });
    await context.route('**/api/v1/admin/user', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body }),
    );
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('아이디').fill('admin');
    await page.getByLabel('비밀번호').fill('admin1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin/user');
    await page
      .getByTestId('user-count')
      .filter({ hasText: shownFor('') })
      .waitFor();

    const perKey: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const text of TYPED) perKey.push((await page.evaluate(keystroke(text, shownFor(text)))) as number);
    }
    // The first round warms the page's code up; a member types on a page that is already running.
    const measured = perKey.slice(TYPED.length);
    const p95 = percentile(measured, 0.95);
    return [
      `admin member list, local filter at ${MEMBERS.toLocaleString('en')} members: per keystroke until shown median ${percentile(measured, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${measured.length} keys (target < ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'met' : 'missed'})`,
    ];
  } finally {
    await browser.close();
    await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchAdminFilter()) console.log(line);
}
