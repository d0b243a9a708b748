import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from './helpers/log-lines';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Logs never carry SQL parameters (server/CONTEXT.md): a query error's message holds them, so a
 * log line that turns the error into text (`String(err)`, `err.message`) once wrote what a member
 * sent. Each write below fails on a check constraint the test adds, with a value only the
 * failing query carries; the log must say what failed and never that value.
 */
const CANARY = 'canary-5e1f9a';

let t: TestServer;
let log: string[];
beforeAll(async () => {
  t = await startTestServer();
  log = captureLog(t);
  for (const table of ['posts', 'notices'])
    await t.server.app.db.execute(
      sql.raw(
        `alter table ${table} add constraint ${table}_no_canary check (position('${CANARY}' in ${table === 'posts' ? 'title' : 'title_name'}) = 0) not valid`,
      ),
    );
});
afterAll(() => t.close());

const linesAbout = (constraint: string) => log.filter((line) => line.includes(constraint));

describe('the log of a failing write', () => {
  it("names a member's failed post but not what it held or who wrote it", async () => {
    const fan = await t.as('soopfan');
    const { uuid } = (await fan.get<{ uuid: string }>('/api/v1/user/me')).body;
    const res = await fan.post('/api/v1/p/board/free/post', {
      title: `제목 ${CANARY}`,
      content: '<p>내용</p>',
    });
    expect(res.status).toBe(500);
    expect(linesAbout('posts_no_canary').join('\n')).toContain('unhandled error');
    expect(log.filter((line) => line.includes(CANARY) || line.includes(uuid))).toEqual([]);
  });

  it("names the platform poller's failed notice but not its title", async () => {
    const control = await fetch(`${t.url}/soop-sim/control/c9crew/notice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: `공지 ${CANARY}` }),
    });
    expect(control.status).toBe(200);
    await t.poll();
    expect(linesAbout('notices_no_canary').join('\n')).toContain('soop poll failed');
    expect(log.filter((line) => line.includes(CANARY))).toEqual([]);
  });
});
