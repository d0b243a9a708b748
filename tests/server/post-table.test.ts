import { gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postBoardStats, posts } from '../../server/db/schema';
import type { Post, TableResponse } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let fan: ApiClient;
let crew: ApiClient;
let manager: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  [fan, crew, manager] = await Promise.all([t.as('soopfan'), t.as('crew'), t.as('manager')]);
});
afterAll(() => t.close());

const boardPage = (c: ApiClient, boardId: string, start = 0) =>
  c.get<TableResponse<Post>>(
    `/api/v1/p/post/table?start=${start}&length=5&orderColumnName=createdAt&order=desc&searchColumns=${encodeURIComponent(
      JSON.stringify([{ name: 'boardId', value: boardId }]),
    )}`,
  );

const write = async (c: ApiClient, boardId: string, title: string) => {
  const res = await c.post<Post>(`/api/v1/p/board/${boardId}/post`, { title, content: '<p>내용</p>' });
  expect(res.status).toBe(200);
  return res.body;
};

/** The posts counted now, by board, beside what `post_board_stats` keeps. */
async function countedAndKept() {
  const { db } = t.server.app;
  const counted = await db
    .select({
      board: posts.boardId,
      live: sql<number>`count(*) filter (where not ${posts.deleted})`.mapWith(Number),
      all: sql<number>`count(*)`.mapWith(Number),
      head: sql<number>`max(${posts.rev})`.mapWith(Number),
    })
    .from(posts)
    .groupBy(posts.boardId)
    .orderBy(posts.boardId);
  const kept = await db
    .select({
      board: postBoardStats.boardId,
      live: postBoardStats.livePosts,
      all: postBoardStats.allPosts,
      head: postBoardStats.headRev,
    })
    .from(postBoardStats)
    .where(gt(postBoardStats.allPosts, 0))
    .orderBy(postBoardStats.boardId);
  return { counted, kept };
}

describe('post tables under writes', () => {
  it("keeps a board's page while other boards change, with the total over every board always current", async () => {
    const before = (await boardPage(t.client(), 'fanart')).body;
    const created = await write(fan, 'free', '다른 게시판의 새 글');

    const fanart = (await boardPage(t.client(), 'fanart')).body;
    expect(fanart.data.map((p) => p.id)).toEqual(before.data.map((p) => p.id));
    expect(fanart.recordsFiltered).toBe(before.recordsFiltered);
    expect(fanart.recordsTotal).toBe(before.recordsTotal + 1);
    // A checkpoint from before the post still leads the pull to it.
    const pulled = (
      await t
        .client()
        .get<TableResponse<Post>>(`/api/v1/p/post/table?rev=${fanart.checkpoint!.rev}&length=1000`)
    ).body;
    expect(pulled.data.map((p) => p.id)).toContain(created.id);

    const free = (await boardPage(t.client(), 'free')).body;
    expect(free.data[0]?.id).toBe(created.id);
    expect(free.checkpoint!.rev).toBeGreaterThanOrEqual(created.rev);

    await fan.delete(`/api/v1/p/board/free/post/${created.id}`);
    expect((await boardPage(t.client(), 'free')).body.data.map((p) => p.id)).not.toContain(created.id);
    expect((await boardPage(t.client(), 'fanart')).body.recordsTotal).toBe(before.recordsTotal);
  });

  it("shows a members-only board's posts and totals only to its readers, whoever asked first", async () => {
    await manager.post('/api/v1/p/board', { id: 'crew-room', name: '크루방', readRoles: ['C9'] });
    const anonTotal = (await boardPage(t.client(), 'free')).body.recordsTotal;
    const crewTotal = (await boardPage(crew, 'free')).body.recordsTotal;
    const secret = await write(crew, 'crew-room', '크루만 보는 글');

    expect((await boardPage(crew, 'crew-room')).body.data.map((p) => p.id)).toEqual([secret.id]);
    const anon = (await boardPage(t.client(), 'crew-room')).body;
    expect(anon.data).toEqual([]);
    expect(anon.recordsTotal).toBe(anonTotal);
    expect((await boardPage(fan, 'crew-room')).body.data).toEqual([]);
    expect((await boardPage(crew, 'free')).body.recordsTotal).toBe(crewTotal + 1);
    expect((await boardPage(t.client(), 'free')).body.recordsTotal).toBe(anonTotal);
    const own = (await crew.get<TableResponse<Post>>('/api/v1/p/board/crew-room/post/table?length=5')).body;
    expect(own).toMatchObject({ recordsTotal: 1, recordsFiltered: 1 });
  });

  it('keeps each board’s figures equal to its rows through writes, deletes, likes and views', async () => {
    const a = await write(fan, 'humor', '셈 확인 1');
    const b = await write(fan, 'humor', '셈 확인 2');
    await fan.delete(`/api/v1/p/board/humor/post/${a.id}`);
    await crew.post(`/api/v1/p/board/humor/post/${b.id}/like`, {});
    await t.client().get(`/api/v1/p/board/humor/post/${b.id}`);
    const { counted, kept } = await countedAndKept();
    expect(kept).toEqual(counted);
  });
});
