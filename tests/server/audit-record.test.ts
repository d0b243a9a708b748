import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type StaffAction, type StaffActionPage, type StaffActionQuery } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/**
 * Issue 27 and issue 31's "Staff action record": each staff write leaves one row saying who did
 * what to what, and an admin (only) reads them, filtered by actor, kind, target and Seoul day.
 */

let t: TestServer;
let admin: ApiClient;
let manager: ApiClient;
let fan: ApiClient;
let crew: ApiClient;
const uuid: Record<string, string> = {};

const list = (query: StaffActionQuery = {}, by = admin) =>
  by.get<StaffActionPage>(
    `${apiPath('adminStaffActions')}?${new URLSearchParams(query as Record<string, string>)}`,
  );
/** The newest rows about one target, as an admin reads them. */
const about = async (targetType: StaffAction['targetType'], targetId: string) =>
  (await list({ targetType, targetId })).body.data;
const count = async () =>
  (
    (await t.server.app.db.execute(sql`select count(*)::int as n from staff_actions`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;
const write = async (c: ApiClient, title: string) => {
  const res = await c.post(apiPath('posts', { boardId: 'free' }), { title, content: '<p>내용</p>' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string };
};
const comment = async (c: ApiClient, postId: string, content: string) => {
  const res = await c.post(apiPath('comments', { postId }), { content });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string };
};

beforeAll(async () => {
  t = await startTestServer();
  [admin, manager, fan, crew] = await Promise.all([
    t.as('admin'),
    t.as('manager'),
    t.as('soopfan'),
    t.as('crew'),
  ]);
  for (const [name, c] of [
    ['admin', admin],
    ['manager', manager],
    ['fan', fan],
    ['crew', crew],
    ['newbie', await t.as('newbie')],
  ] as const)
    uuid[name] = (await c.get(apiPath('me'))).body.uuid;
});
afterAll(() => t.close());

describe('what is recorded', () => {
  it('a board role granted and revoked, once each', async () => {
    const role = { userUuid: uuid.fan, boardId: 'free', roleCode: 'ADMIN' };
    expect((await manager.post(apiPath('boardRole'), role)).status).toBe(200);
    const [granted] = await about('user', uuid.fan!);
    expect(granted).toMatchObject({
      actor: { uuid: uuid.manager, nickname: '매니저' },
      action: 'ROLE_GRANT',
      targetLabel: '열혈팬',
      summary: "'자유게시판' 게시판 관리자 지정",
      detail: { role: 'ADMIN', boardId: 'free' },
    });
    // The role already held: nothing changed, nothing recorded.
    const before = await count();
    expect((await manager.post(apiPath('boardRole'), role)).status).toBe(200);
    expect(await count()).toBe(before);

    expect((await manager.request('DELETE', apiPath('boardRole'), { json: role })).status).toBe(200);
    expect((await about('user', uuid.fan!))[0]).toMatchObject({
      action: 'ROLE_REVOKE',
      summary: "'자유게시판' 게시판 관리자 해제",
    });
    expect((await manager.request('DELETE', apiPath('boardRole'), { json: role })).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it("a staff edit and a staff deletion of a member's post, never the author's own", async () => {
    const post = await write(fan, '팬이 쓴 글');
    const path = apiPath('post', { boardId: 'free', id: post.id });
    const before = await count();
    expect((await fan.put(path, { title: '팬이 고친 글', content: '<p>내 글</p>' })).status).toBe(200);
    expect(await count()).toBe(before);

    expect((await manager.put(path, { title: '매니저가 고친 글', content: '<p>정리</p>' })).status).toBe(200);
    const [edited] = await about('post', post.id);
    expect(edited).toMatchObject({
      actor: { uuid: uuid.manager },
      action: 'POST_EDIT',
      targetLabel: '매니저가 고친 글',
      summary: '열혈팬님의 글을 수정함 (제목: 팬이 고친 글 → 매니저가 고친 글)',
      detail: { boardId: 'free', authorUuid: uuid.fan, contentChanged: true },
    });

    expect((await manager.delete(path)).status).toBe(200);
    expect((await about('post', post.id))[0]).toMatchObject({
      action: 'POST_DELETE',
      summary: '열혈팬님의 글을 삭제함',
    });
    const own = await write(fan, '지울 내 글');
    const afterOwn = await count();
    expect((await fan.delete(apiPath('post', { boardId: 'free', id: own.id }))).status).toBe(200);
    expect(await count()).toBe(afterOwn);
  });

  it("a board admin's deletion of a member's comment, never the author's own", async () => {
    await manager.post(apiPath('boardRole'), { userUuid: uuid.crew, boardId: 'free', roleCode: 'ADMIN' });
    const post = await write(fan, '댓글 달린 글');
    const theirs = await comment(fan, post.id, '지워질 댓글입니다');
    const mine = await comment(fan, post.id, '내가 지울 댓글');
    const before = await count();
    expect((await fan.delete(apiPath('comment', { postId: post.id, id: mine.id }))).status).toBe(200);
    expect(await count()).toBe(before);

    expect((await crew.delete(apiPath('comment', { postId: post.id, id: theirs.id }))).status).toBe(200);
    expect((await about('comment', theirs.id))[0]).toMatchObject({
      actor: { uuid: uuid.crew, nickname: '씨나인크루' },
      action: 'COMMENT_DELETE',
      targetLabel: '지워질 댓글입니다',
      summary: '열혈팬님의 댓글을 삭제함 (글: 댓글 달린 글)',
      detail: { postId: post.id, boardId: 'free', authorUuid: uuid.fan },
    });
  });

  it('a board created, edited and deleted', async () => {
    const board = { id: 'audit', name: '기록 시험', description: '' };
    expect((await admin.post(apiPath('boards'), board)).status).toBe(200);
    const path = apiPath('board', { id: 'audit' });
    expect((await admin.put(path, { name: '기록 시험판', description: '' })).status).toBe(200);
    // Saved as it was: nothing changed, nothing recorded.
    const before = await count();
    expect((await admin.put(path, { name: '기록 시험판', description: '' })).status).toBe(200);
    expect(await count()).toBe(before);
    expect((await admin.delete(path)).status).toBe(200);

    const rows = await about('board', 'audit');
    expect(rows.map((row) => [row.action, row.targetLabel, row.summary])).toEqual([
      ['BOARD_DELETE', '기록 시험판', '게시판을 삭제함'],
      ['BOARD_UPDATE', '기록 시험판', '바꾼 설정: 이름'],
      ['BOARD_CREATE', '기록 시험', '게시판을 만듦'],
    ]);
    expect(rows[1]!.detail).toEqual({ changed: ['name'], previousName: '기록 시험' });
  });

  it('a write ban set and lifted, with its reason, by account and by SOOP id', async () => {
    const ban = (blacklisted: boolean, reason = '') =>
      manager.post(apiPath('blacklist'), { userUuidList: [uuid.newbie], blacklisted, reason });
    expect((await ban(true, '도배')).status).toBe(200);
    expect((await ban(false)).status).toBe(200);
    const before = await count();
    expect((await ban(false)).status).toBe(200);
    expect(await count()).toBe(before);
    expect((await about('user', uuid.newbie!)).map((r) => [r.action, r.memo, r.targetLabel])).toEqual([
      ['BLACKLIST_REMOVE', '', '새내기'],
      ['BLACKLIST_ADD', '도배', '새내기'],
    ]);

    const soop = (blacklisted: boolean) =>
      manager.post(apiPath('soopBlacklist'), { userIdList: ['spammer01'], blacklisted, reason: '광고' });
    expect((await soop(true)).status).toBe(200);
    expect((await soop(false)).status).toBe(200);
    expect((await about('soopId', 'spammer01')).map((r) => r.action)).toEqual([
      'SOOP_BLACKLIST_REMOVE',
      'SOOP_BLACKLIST_ADD',
    ]);
  });

  it('a point drop started and a claim code made: points staff put out for members to take', async () => {
    const drop = await manager.post(apiPath('adminPointDrops'), {
      title: '방송 시작 기념',
      totalPoints: 5_000,
      packetCount: 10,
      durationSeconds: 60,
    });
    expect(drop.status, JSON.stringify(drop.body)).toBe(200);
    expect((await about('pointDrop', drop.body.id))[0]).toMatchObject({
      actor: { uuid: uuid.manager },
      action: 'POINT_DROP_CREATE',
      targetLabel: '방송 시작 기념',
      summary: '5,000P · 봉투 10개 · 60초',
    });

    const code = await manager.post(apiPath('pointClaimCodes'), {
      code: 'AUDIT77',
      title: '퀴즈 정답',
      amount: 300,
      quantity: 20,
      startAt: new Date().toISOString(),
      endAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    expect((await about('claimCode', code.body.id))[0]).toMatchObject({
      action: 'CLAIM_CODE_CREATE',
      targetLabel: code.body.code,
      summary: '300P · 선착순 20명 · 퀴즈 정답',
      detail: { amount: 300, quantity: 20 },
    });
    // A code already taken makes nothing, and records nothing.
    const before = await count();
    const again = await manager.post(apiPath('pointClaimCodes'), {
      code: 'AUDIT77',
      title: '다시',
      amount: 300,
      quantity: 20,
      startAt: new Date().toISOString(),
      endAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(again.status).toBe(409);
    expect(await count()).toBe(before);
  });
});

describe('the list', () => {
  it('is for admins: every lower role is refused', async () => {
    expect((await list({}, t.client())).body).toEqual({ status: 401, message: '로그인이 필요합니다.' });
    for (const name of ['soopfan', 'newbie', 'crew', 'excel', 'manager']) {
      const res = await list({}, await t.as(name));
      expect(res.body, name).toEqual({ status: 403, message: '권한이 없습니다.' });
    }
    expect((await list()).status).toBe(200);
  });

  it('filters by who, what and which target, and names everyone who acted', async () => {
    await admin.post(apiPath('userPoint'), {
      userUuid: uuid.fan,
      type: 'C',
      amount: 50,
      memo: '관리자 지급',
      idempotencyKey: 'audit-record-admin-1',
    });
    const all = (await list()).body;
    expect(all.actors.map((a) => a.username).sort()).toEqual(['admin', 'crew', 'manager']);

    const byManager = (await list({ actor: uuid.manager! })).body;
    expect(byManager.total).toBeGreaterThan(0);
    expect(byManager.data.every((row) => row.actor.uuid === uuid.manager)).toBe(true);

    const points = (await list({ action: 'POINT_ADJUST' })).body;
    expect(points.data.map((row) => [row.actor.username, row.memo])).toEqual([['admin', '관리자 지급']]);

    const boards = (await list({ targetType: 'board' })).body;
    expect(boards.total).toBe(3);
    expect(boards.data.every((row) => row.targetType === 'board')).toBe(true);

    expect((await list({ actor: uuid.crew!, action: 'BOARD_CREATE' })).body.total).toBe(0);
  });

  it('filters by Seoul calendar day, both ends included', async () => {
    // Two rows a minute apart across midnight in Seoul (the same UTC day).
    await t.server.app.db.execute(sql`
      insert into staff_actions (id, actor_uuid, action, target_type, target_id, summary, created_at) values
        (gen_random_uuid(), ${uuid.admin!}::uuid, 'BOARD_UPDATE', 'board', 'night', '자정 전', '2024-03-01T23:59:00+09:00'),
        (gen_random_uuid(), ${uuid.admin!}::uuid, 'BOARD_UPDATE', 'board', 'night', '자정 후', '2024-03-02T00:00:00+09:00')`);
    const summaries = async (query: StaffActionQuery) =>
      (await list({ targetId: 'night', ...query })).body.data.map((row) => row.summary);
    expect(await summaries({ from: '2024-03-01', to: '2024-03-01' })).toEqual(['자정 전']);
    expect(await summaries({ from: '2024-03-02' })).toEqual(['자정 후']);
    expect(await summaries({ to: '2024-03-02' })).toEqual(['자정 후', '자정 전']);
    expect(await summaries({ from: '2024-03-03' })).toEqual([]);
    // Today's rows are today's.
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect((await list({ from: today, to: today })).body.total).toBe((await list()).body.total - 2);
  });

  it('pages newest first', async () => {
    await t.server.app.db.execute(sql`
      insert into staff_actions (id, actor_uuid, action, target_type, target_id, summary, created_at)
      select gen_random_uuid(), ${uuid.admin!}::uuid, 'BOARD_UPDATE', 'board', 'paged', 'n' || n,
        timestamptz '2023-01-01T00:00:00+09:00' + n * interval '1 minute'
      from generate_series(1, 31) as n`);
    const first = (await list({ targetId: 'paged' })).body;
    expect(first).toMatchObject({ total: 31, page: 1, pageSize: 30 });
    expect(first.data.length).toBe(30);
    expect(first.data[0]!.summary).toBe('n31');
    const second = (await list({ targetId: 'paged', page: '2' } as StaffActionQuery)).body;
    expect(second.data.map((row) => row.summary)).toEqual(['n1']);
  });

  it('refuses a filter it does not know', async () => {
    expect((await list({ action: 'NOPE' } as unknown as StaffActionQuery)).status).toBe(400);
    expect((await list({ from: '2024-03-02', to: '2024-03-01' })).body).toMatchObject({
      status: 400,
      errorFieldName: 'from',
    });
    expect((await list({ actor: 'someone' })).status).toBe(400);
  });
});
