import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../server/db/schema';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let fan: ApiClient;
let newbie: ApiClient;
let crew: ApiClient;
let manager: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  [fan, newbie, crew, manager] = await Promise.all([
    t.as('soopfan'),
    t.as('newbie'),
    t.as('crew'),
    t.as('manager'),
  ]);
});
afterAll(() => t.close());

const write = (c: ApiClient, boardId: string, body: Record<string, unknown>) =>
  c.post(`/api/v1/p/board/${boardId}/post`, { title: '제목', content: '<p>내용</p>', ...body });

describe('boards', () => {
  it('lists the demo boards publicly, with categories', async () => {
    const res = await t.client().get('/api/v1/p/board');
    expect(res.status).toBe(200);
    expect(res.body.map((b: { id: string }) => b.id)).toEqual(['notice', 'free', 'fanart', 'humor']);
    expect(res.body[1].categories).toContainEqual({ number: 1, name: '잡담' });
    expect(res.body[0]).toMatchObject({ rev: expect.any(Number), deleted: false });
  });

  it('lets staff create, update and delete boards', async () => {
    const created = await manager.post('/api/v1/p/board', {
      id: 'game',
      name: '게임',
      categories: [{ number: 1, name: '스타' }],
    });
    expect(created.status).toBe(200);
    expect((await manager.put('/api/v1/p/board/game', { name: '게임 이야기' })).body.name).toBe(
      '게임 이야기',
    );
    expect((await manager.post('/api/v1/p/board', { id: 'game', name: '중복' })).body).toMatchObject({
      errorFieldName: 'id',
    });
    expect((await manager.delete('/api/v1/p/board/game')).status).toBe(200);
    expect((await t.client().get('/api/v1/p/board/game')).status).toBe(404);
  });

  it('hides a board with read roles from those without them', async () => {
    await manager.post('/api/v1/p/board', { id: 'crew-only', name: '크루 전용', readRoles: ['C9'] });
    expect((await t.client().get('/api/v1/p/board/crew-only')).status).toBe(401);
    expect((await fan.get('/api/v1/p/board/crew-only')).status).toBe(403);
    expect((await crew.get('/api/v1/p/board/crew-only')).status).toBe(200);
    const ids = (await fan.get('/api/v1/p/board')).body.map((b: { id: string }) => b.id);
    expect(ids).not.toContain('crew-only');
  });
});

describe('posts', () => {
  it('lets a linked USER write, refuses a USER without a SOOP link and a signed-out caller', async () => {
    expect((await write(t.client(), 'free', {})).status).toBe(401);
    const refused = await write(newbie, 'free', {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/SOOP 계정을 연동/);
    const ok = await write(fan, 'free', { title: '첫 글', categoryNumber: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      title: '첫 글',
      boardId: 'free',
      categoryNumber: 1,
      authorNickname: '열혈팬',
    });
  });

  it('enforces board write roles', async () => {
    expect((await write(fan, 'notice', {})).status).toBe(403);
    expect((await write(crew, 'notice', { categoryNumber: 1 })).status).toBe(200);
  });

  it('validates title, content and category with field errors', async () => {
    expect((await write(fan, 'free', { title: '' })).body).toMatchObject({
      status: 400,
      errorFieldName: 'title',
      message: '제목 항목은 필수입니다.',
    });
    expect((await write(fan, 'free', { title: 'x'.repeat(101) })).body).toMatchObject({
      errorFieldName: 'title',
    });
    expect((await write(fan, 'free', { content: '<script>x</script>' })).body).toMatchObject({
      errorFieldName: 'content',
    });
    expect((await write(fan, 'free', { categoryNumber: 9 })).body).toMatchObject({
      errorFieldName: 'categoryNumber',
    });
  });

  it('sanitises post HTML: a script never comes back', async () => {
    const res = await write(fan, 'free', {
      content:
        '<p onclick="steal()">안녕<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">링크</a><iframe src="https://evil.example/x"></iframe><b>굵게</b>',
    });
    expect(res.status).toBe(200);
    const read = await t.client().get(`/api/v1/p/board/free/post/${res.body.id}`);
    for (const html of [res.body.content, read.body.content]) {
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|evil\.example/i);
      expect(html).toContain('<b>굵게</b>');
      expect(html).toContain('안녕');
    }
  });

  it('applies a client-made id once (outbox resend)', async () => {
    const id = crypto.randomUUID();
    const first = await write(fan, 'free', { id, title: '한 번만' });
    const again = await write(fan, 'free', { id, title: '한 번만' });
    expect(again.status).toBe(200);
    expect(again.body.rev).toBe(first.body.rev);
    const stolen = await write(crew, 'free', { id });
    expect(stolen.status).toBe(409);
  });

  it('lets only the author or a board admin edit and delete', async () => {
    const post = (await write(fan, 'free', { title: '수정 전' })).body;
    const path = `/api/v1/p/board/free/post/${post.id}`;
    expect((await crew.put(path, { title: '남의 글', content: '<p>x</p>' })).status).toBe(403);
    expect((await t.client().put(path, { title: '익명', content: '<p>x</p>' })).status).toBe(401);
    expect((await fan.put(path, { title: '수정 후', content: '<p>바뀜</p>' })).body.title).toBe('수정 후');
    expect((await manager.put(path, { title: '매니저 수정', content: '<p>바뀜</p>' })).status).toBe(200);

    // A board-specific ADMIN role is enough on that board only.
    const me = (await crew.get('/api/v1/user/me')).body;
    expect((await fan.post('/api/v1/user/board/role', { userUuid: me.uuid, boardId: 'free' })).status).toBe(
      403,
    );
    expect(
      (await manager.post('/api/v1/user/board/role', { userUuid: me.uuid, boardId: 'free' })).status,
    ).toBe(200);
    expect((await crew.get('/api/v1/user/me')).body.boardRoleList).toEqual([
      { boardId: 'free', role: { code: 'ADMIN' } },
    ]);
    expect((await crew.put(path, { title: '게시판 관리자', content: '<p>x</p>' })).status).toBe(200);
    expect((await crew.delete(path)).status).toBe(200);
    expect((await t.client().get(path)).status).toBe(404);
  });

  it("marks a staff edit of a member's post for readers, keeps who made it, and clears it on the author's edit", async () => {
    const post = (await write(fan, 'free', { title: '팬의 글' })).body;
    const path = `/api/v1/p/board/free/post/${post.id}`;
    expect(post.staffEditedAt).toBeNull();
    // The author's own edit is no staff edit.
    expect(
      (await fan.put(path, { title: '팬이 고침', content: '<p>내 글</p>' })).body.staffEditedAt,
    ).toBeNull();

    const edited = await manager.put(path, { title: '매니저가 고침', content: '<p>정리함</p>' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ authorNickname: '열혈팬', staffEditedAt: expect.any(String) });
    // Every reader sees the mark (the post and the table the worker replicates), never who it was.
    const read = (await t.client().get(path)).body;
    expect(read.staffEditedAt).toBe(edited.body.staffEditedAt);
    expect(JSON.stringify(read)).not.toContain((await manager.get('/api/v1/user/me')).body.uuid);
    const table = await t.client().get('/api/v1/p/post/table?rev=0&length=1000');
    expect(table.body.data.find((row: { id: string }) => row.id === post.id)?.staffEditedAt).toBe(
      edited.body.staffEditedAt,
    );
    // Who it was stays on the server, for the staff.
    const [row] = await t.server.app.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.staffEditedBy).toBe((await manager.get('/api/v1/user/me')).body.uuid);

    // The author saves it again: the words are theirs now.
    const back = await fan.put(path, { title: '팬이 다시 씀', content: '<p>다시</p>' });
    expect(back.body.staffEditedAt).toBeNull();
  });

  it('counts views without a new rev, and likes once per user', async () => {
    const post = (await write(fan, 'humor', { title: '좋아요 테스트' })).body;
    const path = `/api/v1/p/board/humor/post/${post.id}`;
    const viewed = (await t.client().get(path)).body;
    expect(viewed.viewCount).toBe(1);
    expect(viewed.rev).toBe(post.rev);
    expect((await t.client().post(`${path}/like`)).status).toBe(401);
    expect((await crew.post(`${path}/like`)).body).toEqual({ liked: true, likeCount: 1 });
    expect((await crew.post(`${path}/like`)).body).toEqual({ liked: true, likeCount: 1 });
    expect((await crew.get(`${path}/like`)).body).toEqual({ liked: true, likeCount: 1 });
    expect((await crew.delete(`${path}/like`)).body).toEqual({ liked: false, likeCount: 0 });
  });

  it('makes a post popular at five likes and reports the latest times', async () => {
    const post = (await write(fan, 'fanart', { title: '인기글 후보', categoryNumber: 2 })).body;
    for (const name of ['admin', 'manager', 'crew', 'soopfan', 'newbie']) {
      await (await t.as(name)).post(`/api/v1/p/board/fanart/post/${post.id}/like`);
    }
    const read = (await t.client().get(`/api/v1/p/board/fanart/post/${post.id}`)).body;
    expect(read).toMatchObject({ likeCount: 5, popular: true });
    const latest = (await t.client().get('/api/v1/p/board/latest-time')).body;
    const created = new Date(post.createdAt).getTime();
    expect(latest.fanart_2).toBe(created);
    expect(latest.fanart_popular).toBe(created);
    expect(latest.all).toBeGreaterThanOrEqual(created);
  });
});

describe('table queries', () => {
  it('pages, orders and searches the posts of a board', async () => {
    const res = await t
      .client()
      .get(
        `/api/v1/p/board/free/post/table?draw=3&start=0&length=5&orderColumnName=likeCount&order=desc&searchColumns=${encodeURIComponent(
          JSON.stringify([{ name: 'categoryNumber', value: 1 }]),
        )}`,
      );
    expect(res.status).toBe(200);
    expect(res.body.draw).toBe(3);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data.every((p: { categoryNumber: number }) => p.categoryNumber === 1)).toBe(true);
    const likes = res.body.data.map((p: { likeCount: number }) => p.likeCount);
    expect([...likes].sort((a, b) => b - a)).toEqual(likes);
    expect(res.body.recordsFiltered).toBeLessThanOrEqual(res.body.recordsTotal);
  });

  it('finds posts by title across boards', async () => {
    await write(fan, 'humor', { title: '특이한검색어_%' });
    const search = encodeURIComponent(
      JSON.stringify([{ name: 'title', value: '검색어_%', operator: 'contains' }]),
    );
    const res = await t.client().get(`/api/v1/p/post/table?searchColumns=${search}`);
    expect(res.body.data.map((p: { title: string }) => p.title)).toEqual(['특이한검색어_%']);
  });

  it('answers an unknown order or search column with 400, never SQL', async () => {
    const order = await t.client().get('/api/v1/p/post/table?orderColumnName=password_hash');
    expect(order.status).toBe(400);
    expect(order.body).toMatchObject({ status: 400, errorFieldName: 'orderColumnName' });
    const injection = await t
      .client()
      .get(`/api/v1/p/post/table?orderColumnName=${encodeURIComponent('id; drop table posts')}`);
    expect(injection.status).toBe(400);
    const search = encodeURIComponent(JSON.stringify([{ name: 'authorUuid) or 1=1 --', value: 'x' }]));
    const bad = await t.client().get(`/api/v1/p/post/table?searchColumns=${search}`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toMatch(/select|syntax|relation/i);
    const badValue = encodeURIComponent(JSON.stringify([{ name: 'likeCount', value: 'many' }]));
    expect((await t.client().get(`/api/v1/p/post/table?searchColumns=${badValue}`)).status).toBe(400);
    expect((await t.client().get('/api/v1/p/post/table?length=100000')).status).toBe(400);
    expect((await t.client().get('/api/v1/p/post/table')).status).toBe(200);
  });
});
