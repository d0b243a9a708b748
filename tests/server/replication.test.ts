import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, TableResponse } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';

let t: TestServer;
let fan: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  fan = await t.as('soopfan');
});
afterAll(() => t.close());

/** Pulls every page after `rev`, as the client's replication does. */
async function pullAll(c: ApiClient, base: string, rev: number, length = 7) {
  const seen: Post[] = [];
  let checkpoint = rev;
  for (;;) {
    const page = (await c.get<TableResponse<Post>>(`${base}/table?rev=${checkpoint}&length=${length}`)).body;
    seen.push(...page.data);
    checkpoint = page.checkpoint!.rev;
    if (page.data.length < length) return { seen, checkpoint };
  }
}

describe('checkpointed pull', () => {
  it('returns every change exactly once, deletes included, and resumes from its checkpoint', async () => {
    const first = await pullAll(fan, '/api/v1/p/post', 0, 50);
    const revs = first.seen.map((p) => p.rev);
    expect(new Set(revs).size).toBe(revs.length);
    expect([...revs].sort((a, b) => a - b)).toEqual(revs);
    expect(first.seen.length).toBeGreaterThanOrEqual(300);

    const a = (await fan.post('/api/v1/p/board/free/post', { title: '하나', content: '<p>1</p>' })).body;
    const b = (await fan.post('/api/v1/p/board/free/post', { title: '둘', content: '<p>2</p>' })).body;
    const c = (await fan.post('/api/v1/p/board/humor/post', { title: '셋', content: '<p>3</p>' })).body;
    await fan.put(`/api/v1/p/board/free/post/${a.id}`, { title: '하나 수정', content: '<p>1</p>' });
    await fan.delete(`/api/v1/p/board/free/post/${b.id}`);

    const second = await pullAll(fan, '/api/v1/p/post', first.checkpoint, 2);
    const byId = new Map(second.seen.map((p) => [p.id, p]));
    expect(second.seen).toHaveLength(3);
    expect(byId.get(a.id)).toMatchObject({ title: '하나 수정', deleted: false });
    expect(byId.get(b.id)).toMatchObject({ deleted: true, content: '' });
    expect(byId.get(c.id)).toMatchObject({ title: '셋' });

    const third = await pullAll(fan, '/api/v1/p/post', second.checkpoint);
    expect(third.seen).toEqual([]);
    expect(third.checkpoint).toBe(second.checkpoint);
  });

  it('gives a window query a checkpoint that misses nothing written after it', async () => {
    const windowed = (
      await fan.get<TableResponse<Post>>('/api/v1/p/post/table?length=10&orderColumnName=createdAt')
    ).body;
    expect(windowed.data).toHaveLength(10);
    const late = (await fan.post('/api/v1/p/board/free/post', { title: '창 이후', content: '<p>x</p>' }))
      .body;
    const after = await pullAll(fan, '/api/v1/p/post', windowed.checkpoint!.rev);
    expect(after.seen.map((p) => p.id)).toContain(late.id);
  });

  it('pulls comments of a post with tombstones', async () => {
    const post = (await fan.post('/api/v1/p/board/free/post', { title: '댓글 복제', content: '<p>x</p>' }))
      .body;
    const base = `/api/v1/p/post/${post.id}/comment`;
    const one = (await fan.post(base, { content: '첫 댓글' })).body;
    await fan.post(base, { content: '둘째 댓글' });
    await fan.delete(`${base}/${one.id}`);
    const pulled = await pullAll(fan, base, 0);
    expect(pulled.seen).toHaveLength(2);
    expect(pulled.seen.find((c) => c.id === one.id)).toMatchObject({ deleted: true });
  });

  it('never lets concurrent writers commit revs out of order', async () => {
    const start = (await fan.get<TableResponse<Post>>('/api/v1/p/post/table?length=1')).body.checkpoint!.rev;
    const writers = await Promise.all(['admin', 'crew', 'manager'].map((n) => t.as(n)));
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        writers[i % 3]!.post('/api/v1/p/board/humor/post', { title: `동시 ${i}`, content: '<p>x</p>' }),
      ),
    );
    expect(created.every((r) => r.status === 200)).toBe(true);
    const pulled = await pullAll(fan, '/api/v1/p/post', start, 4);
    expect(new Set(pulled.seen.map((p) => p.id))).toEqual(new Set(created.map((r) => r.body.id)));
  });
});
