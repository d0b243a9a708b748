/**
 * Opening the board offline with 10,000 cached posts, in headless Chromium against a built app and
 * a real server: the client pulls the posts through its own replication, then the context goes
 * offline and /board/all is opened again from a blank tab (the service worker serves the app; index.html paints the
 * page's kept view before any module loads, src/app/snapshot, and the app takes over once its own
 * page is ready). Timed from navigation start until the first board rows are painted (the frame
 * after they appear); they must include the newest post. Baseline: a tiny page that paints the same
 * rows from an inline array, timed the same way, each of its reopens right after one of the app's.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { boards, posts, users } from '../../server/db/schema';
import { launchChromium } from '../chromium';
import { freePort, startNodeProcess } from '../server/helpers/process';
import {
  FIRST_ROWS_SCRIPT,
  median,
  openStaticPage,
  ROW,
  reopen,
  reopenVerdict,
  takeoverAt,
  waitUntilKept,
} from './first-rows';

const DIST = 'dist';
const POSTS = 10_000;
const RUNS = 7;

/** 10,000 posts on the public boards, written straight into the stopped server's database. */
async function seedPosts(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir });
  try {
    const publicBoards = (await database.db.select().from(boards)).filter((b) => b.readRoles.length === 0);
    const [author] = await database.db.select().from(users).limit(1);
    if (!author || publicBoards.length === 0) throw new Error('the demo data has no author or public board');
    const now = Date.now();
    // Oldest first: the newest post gets the highest rev, so it arrives with the pull's last page.
    const rows = Array.from({ length: POSTS }, (_, i) => {
      const createdAt = new Date(now - (POSTS - i) * 1000);
      return {
        id: crypto.randomUUID(),
        boardId: publicBoards[i % publicBoards.length]!.id,
        categoryNumber: null,
        title: `오프라인 측정 글 ${i}`,
        content: `<p>측정용 본문 ${i}: 오프라인에서도 목록이 바로 보여야 합니다.</p>`,
        authorUuid: author.uuid,
        authorNickname: author.nickname,
        authorProfileUri: '/img/user/profile.png',
        viewCount: i % 500,
        createdAt,
        updatedAt: createdAt,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(posts).values(rows.slice(i, i + 500));
    return rows.at(-1)!.title;
  } finally {
    await database.close();
  }
}

export async function benchOfflineOpen(): Promise<string[]> {
  if (!existsSync(join(DIST, 'index.html'))) return ['offline open: skipped (run `npm run build` first)'];
  const dataDir = mkdtempSync(join(tmpdir(), 'c9-offline-'));
  const port = await freePort();
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', STATIC_DIR: DIST, PORT: String(port) };
  // The client's origin must not change when the server restarts: IndexedDB belongs to it.
  const url = `http://127.0.0.1:${port}`;
  let node = await startNodeProcess(env);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(FIRST_ROWS_SCRIPT);
    const page = await context.newPage();
    // First visit: the window pull, and the service worker that serves the app offline.
    await page.goto('/board/all');
    await page.locator(ROW).first().waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });

    await node.stop();
    const newest = await seedPosts(dataDir);
    node = await startNodeProcess(env);
    // The change pull brings every post after the client's checkpoint, in rev order.
    const pullStart = Date.now();
    await page.reload();
    await page.locator(ROW).filter({ hasText: newest }).first().waitFor({ timeout: 300_000 });
    const pullMs = Date.now() - pullStart;
    // A closed app kept its last rows for the next start (src/lib/query-snapshots.ts); they are
    // written half a second after a change, so wait until they hold the pull's newest post.
    await waitUntilKept(page, newest);

    await context.setOffline(true);
    // One reopen first, as the static page gets: it also gives the rows that page shows.
    await reopen(page, '/board/all');
    await takeoverAt(page);
    const titles = await page.locator(ROW).evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
    const offlineRows = await page.locator(ROW).filter({ hasText: newest }).count();
    const staticPage = await openStaticPage(browser, titles);
    const appMs: number[] = [];
    const staticMs: number[] = [];
    const takeovers: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      appMs.push(await reopen(page, '/board/all'));
      const takeover = await takeoverAt(page);
      if (takeover !== undefined) takeovers.push(takeover);
      staticMs.push(await staticPage.reopen());
    }
    await staticPage.close();
    await context.close();

    const b = median(staticMs);
    const m = median(appMs);
    const kept =
      takeovers.length === RUNS
        ? `the app took over at ${median(takeovers).toFixed(0)} ms median`
        : 'no kept view painted';
    return [
      `offline reopen of /board/all with ${POSTS} cached posts (pulled in ${(pullMs / 1000).toFixed(1)} s), navigation start until the first ${titles.length} rows are painted: ${m.toFixed(0)} ms median over ${RUNS} (${offlineRows > 0 ? reopenVerdict(m, b) : 'missed: the newest post was not shown'}); ${kept}`,
    ];
  } finally {
    await browser.close();
    await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of await benchOfflineOpen()) console.log(line);
}
