import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

/** Likes follow the board in their URL, deleted boards list nothing, counters move with their rows. */

let t: TestServer;
let manager: ApiClient;
let crew: ApiClient;
let fan: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  [manager, crew, fan] = await Promise.all([t.as('manager'), t.as('crew'), t.as('soopfan')]);
});
afterAll(() => t.close());

async function crewOnlyPost(boardId: string): Promise<string> {
  expect(
    (await manager.post('/api/v1/p/board', { id: boardId, name: '크루 전용', readRoles: ['C9'] })).status,
  ).toBe(200);
  const post = await crew.post(`/api/v1/p/board/${boardId}/post`, {
    title: '크루끼리',
    content: '<p>비밀</p>',
  });
  expect(post.status).toBe(200);
  return post.body.id;
}

const likeCountOf = async (boardId: string, id: string) =>
  (await crew.get(`/api/v1/p/board/${boardId}/post/${id}`)).body.likeCount;

describe('likes follow the board', () => {
  it('refuses a member liking, or a visitor reading likes of, a post on a board they may not read', async () => {
    const id = await crewOnlyPost('crew-likes');
    // Named under an open board, the post is not there.
    expect((await fan.post(`/api/v1/p/board/free/post/${id}/like`)).status).toBe(404);
    expect((await fan.delete(`/api/v1/p/board/free/post/${id}/like`)).status).toBe(404);
    expect((await fan.get(`/api/v1/p/board/free/post/${id}/like`)).status).toBe(404);
    expect((await t.client().get(`/api/v1/p/board/free/post/${id}/like`)).status).toBe(404);
    // Under its own board, the board's read rule answers.
    expect((await fan.post(`/api/v1/p/board/crew-likes/post/${id}/like`)).status).toBe(403);
    expect((await t.client().get(`/api/v1/p/board/crew-likes/post/${id}/like`)).status).toBe(401);
    expect(await likeCountOf('crew-likes', id)).toBe(0);
    // The crew still likes it.
    expect((await crew.post(`/api/v1/p/board/crew-likes/post/${id}/like`)).body).toEqual({
      liked: true,
      likeCount: 1,
    });
  });

  it('answers 404 for a post named under another open board', async () => {
    const post = await fan.post('/api/v1/p/board/free/post', { title: '자유글', content: '<p>본문</p>' });
    expect((await crew.post(`/api/v1/p/board/humor/post/${post.body.id}/like`)).status).toBe(404);
    expect((await crew.get(`/api/v1/p/board/humor/post/${post.body.id}/like`)).status).toBe(404);
    expect(await likeCountOf('free', post.body.id)).toBe(0);
  });
});

describe('deleted boards', () => {
  it('the all-posts table lists no post of a deleted board', async () => {
    expect((await manager.post('/api/v1/p/board', { id: 'closing', name: '닫을 게시판' })).status).toBe(200);
    const post = await fan.post('/api/v1/p/board/closing/post', {
      title: '곧 사라질 글',
      content: '<p>x</p>',
    });
    expect(post.status).toBe(200);
    const search = encodeURIComponent(
      JSON.stringify([{ name: 'boardId', value: 'closing', operator: 'eq' }]),
    );
    const table = () => fan.get(`/api/v1/p/post/table?searchColumns=${search}`);
    expect((await table()).body.data).toHaveLength(1);

    expect((await manager.delete('/api/v1/p/board/closing')).status).toBe(200);
    expect((await fan.get(`/api/v1/p/board/closing/post/${post.body.id}`)).status).toBe(404);
    expect((await table()).body.data).toEqual([]);
    expect((await t.client().get(`/api/v1/p/post/table?searchColumns=${search}`)).body.data).toEqual([]);
  });
});

describe('deleted boards in the latest times', () => {
  it("a deleted board's newest post is no one's latest time", async () => {
    expect((await manager.post('/api/v1/p/board', { id: 'fading', name: '사라질 게시판' })).status).toBe(200);
    const post = await fan.post('/api/v1/p/board/fading/post', { title: '마지막 글', content: '<p>x</p>' });
    const created = new Date(post.body.createdAt).getTime();
    expect((await fan.get('/api/v1/p/board/latest-time')).body).toMatchObject({
      fading_0: created,
      all: created,
    });

    expect((await manager.delete('/api/v1/p/board/fading')).status).toBe(200);
    const latest = (await fan.get('/api/v1/p/board/latest-time')).body;
    expect(latest).not.toHaveProperty('fading_0');
    expect(latest.all).toBeLessThan(created);
  });
});

describe('counters move with their rows', () => {
  it('a failure after the comment insert leaves no comment the count misses', async () => {
    const post = await fan.post('/api/v1/p/board/free/post', { title: '세는 글', content: '<p>x</p>' });
    const id: string = post.body.id;
    expect((await fan.post(`/api/v1/p/post/${id}/comment`, { content: '첫 댓글' })).status).toBe(200);
    const { db } = t.server.database;
    // The counter update of this one post fails, as a crash between the two writes would.
    await db.execute(
      sql.raw(`create or replace function fail_comment_count() returns trigger language plpgsql as $$
        begin
          if new.id = '${id}' and new.comment_count <> old.comment_count then
            raise exception 'injected counter failure';
          end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger fail_comment_count before update on posts for each row execute function fail_comment_count()',
      ),
    );
    try {
      expect((await fan.post(`/api/v1/p/post/${id}/comment`, { content: '두 번째 댓글' })).status).toBe(500);
      const first = (await fan.get(`/api/v1/p/post/${id}/comment`)).body[0];
      expect((await fan.delete(`/api/v1/p/post/${id}/comment/${first.id}`)).status).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger fail_comment_count on posts'));
    }
    const comments = (await fan.get(`/api/v1/p/post/${id}/comment`)).body;
    const shown = await fan.get(`/api/v1/p/board/free/post/${id}`);
    expect(comments.map((c: { content: string }) => c.content)).toEqual(['첫 댓글']);
    expect(shown.body.commentCount).toBe(comments.length);
  });
});
