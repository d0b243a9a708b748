import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../../server/plugins/write-limit';
import { startTestServer, type TestServer } from './helpers/server';

/** Per-member write limits: a flood is cut off with a Korean 429, other members write on. */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

/** What a bucket may hold after `ms`: its burst plus what refilled meanwhile (one more for rounding). */
const allowance = (kind: keyof typeof WRITE_LIMITS, ms: number) =>
  WRITE_LIMITS[kind].burst + Math.ceil((ms / 60_000) * WRITE_LIMITS[kind].perMinute) + 1;

describe('write limits', () => {
  it('stops a flood of identical comments without a client id', async () => {
    const fan = await t.as('soopfan');
    const post = await fan.post('/api/v1/p/board/free/post', { title: '댓글 홍수', content: '<p>본문</p>' });
    expect(post.status).toBe(200);
    const statuses: number[] = [];
    let refused: unknown;
    const start = Date.now();
    for (let i = 0; i < 200; i++) {
      const res = await fan.post(`/api/v1/p/post/${post.body.id}/comment`, { content: '도배 댓글' });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res.body;
    }
    const created = statuses.filter((s) => s === 200).length;
    expect(statuses.slice(0, WRITE_LIMITS.comment.burst).every((s) => s === 200)).toBe(true);
    expect(created).toBeLessThanOrEqual(allowance('comment', Date.now() - start));
    expect(statuses.filter((s) => s !== 200).every((s) => s === 429)).toBe(true);
    expect(refused).toEqual({ status: 429, message: expect.stringMatching(/잠시 후 다시 시도해 주세요\.$/) });
    // Only the accepted ones exist, and the post counts them.
    const comments = await fan.get(`/api/v1/p/post/${post.body.id}/comment`);
    expect(comments.body).toHaveLength(created);

    // Another member is not held by the flood.
    const crew = await t.as('crew');
    expect((await crew.post(`/api/v1/p/post/${post.body.id}/comment`, { content: '정상 댓글' })).status).toBe(
      200,
    );
  });

  it('limits likes and posts the same way', async () => {
    const crew = await t.as('crew');
    const post = await crew.post('/api/v1/p/board/free/post', {
      title: '좋아요 받을 글',
      content: '<p>본문</p>',
    });
    const like = `/api/v1/p/board/free/post/${post.body.id}/like`;
    const statuses: number[] = [];
    const likeStart = Date.now();
    for (let i = 0; statuses.at(-1) !== 429 && i < 1000; i++) {
      statuses.push((i % 2 === 0 ? await crew.post(like) : await crew.delete(like)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length - 1).toBeGreaterThanOrEqual(WRITE_LIMITS.like.burst);
    expect(statuses.length - 1).toBeLessThanOrEqual(allowance('like', Date.now() - likeStart));

    const manager = await t.as('manager');
    let posted = 0;
    const postStart = Date.now();
    for (; posted < 1000; posted++) {
      const res = await manager.post('/api/v1/p/board/free/post', {
        title: `글 ${posted}`,
        content: '<p>x</p>',
      });
      if (res.status === 429) break;
      expect(res.status).toBe(200);
    }
    expect(posted).toBeGreaterThanOrEqual(WRITE_LIMITS.post.burst);
    expect(posted).toBeLessThanOrEqual(allowance('post', Date.now() - postStart));
  });
});
