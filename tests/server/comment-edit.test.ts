import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMITS } from '../../server/plugins/write-limit';
import { topics } from '../../src/contract';
import type { ApiClient } from './helpers/api-client';
import { startTestServer, type TestServer } from './helpers/server';
import { connectStomp } from './helpers/stomp';

/** A member edits and deletes their own comment; nobody else edits it, and only staff delete it. */

let t: TestServer;
let fan: ApiClient;
let crew: ApiClient;
let manager: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  [fan, crew, manager] = await Promise.all([t.as('soopfan'), t.as('crew'), t.as('manager')]);
});
afterAll(() => t.close());

async function postWithComment(author: ApiClient, content = '처음 쓴 댓글') {
  const post = (await crew.post('/api/v1/p/board/free/post', { title: '댓글 수정', content: '<p>x</p>' }))
    .body;
  const comment = (await author.post(`/api/v1/p/post/${post.id}/comment`, { content })).body;
  return {
    postId: post.id as string,
    id: comment.id as string,
    path: `/api/v1/p/post/${post.id}/comment/${comment.id}`,
  };
}

describe('own comments', () => {
  it('the author edits one: the new text is stored and reaches the post topic', async () => {
    const { postId, id, path } = await postWithComment(fan);
    const reader = await connectStomp(t.wsUrl);
    await reader.subscribe(topics.post(postId));
    const edited = await fan.put(path, { content: '  고쳐 쓴 댓글  ' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, content: '고쳐 쓴 댓글', deleted: false });
    expect(Date.parse(edited.body.updatedAt)).toBeGreaterThan(Date.parse(edited.body.createdAt));
    expect(await reader.next(topics.post(postId))).toMatchObject({
      entity: 'comment',
      type: 'update',
      data: { id, content: '고쳐 쓴 댓글' },
    });
    expect((await fan.get(`/api/v1/p/post/${postId}/comment`)).body).toEqual([
      expect.objectContaining({ id, content: '고쳐 쓴 댓글' }),
    ]);
    await reader.close();
  });

  it('an edit is checked like a new comment', async () => {
    const { path } = await postWithComment(fan);
    const empty = await fan.put(path, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ errorFieldName: 'content', message: '댓글 항목은 필수입니다.' });
    expect((await fan.put(path, { content: 'ㄱ'.repeat(1001) })).status).toBe(400);
    // Plain text, shown as text: control characters that no keyboard types are refused.
    expect((await fan.put(path, { content: '고침\u0000' })).status).toBe(400);
  });

  it('another member may neither edit nor delete it: 403, and it stays as it was', async () => {
    const { postId, path } = await postWithComment(fan);
    const edit = await crew.put(path, { content: '남의 댓글' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('작성자만 댓글을 수정할 수 있습니다.');
    expect((await crew.delete(path)).status).toBe(403);
    // Staff remove comments, but do not put words in a member's mouth.
    expect((await manager.put(path, { content: '관리자가 고친 댓글' })).status).toBe(403);
    expect((await fan.get(`/api/v1/p/post/${postId}/comment`)).body).toEqual([
      expect.objectContaining({ content: '처음 쓴 댓글' }),
    ]);
    expect((await t.client().put(path, { content: '익명' })).status).toBe(401);
  });

  it('the author deletes it once: the count drops once, a resent delete answers the same', async () => {
    const { postId, path } = await postWithComment(fan);
    const reader = await connectStomp(t.wsUrl);
    await reader.subscribe(topics.post(postId));
    const [first, second] = await Promise.all([fan.delete(path), fan.delete(path)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await reader.next(topics.post(postId))).toMatchObject({ entity: 'comment', type: 'delete' });
    expect(await reader.next(topics.post(postId))).toMatchObject({
      entity: 'post',
      data: { commentCount: 0 },
    });
    expect((await fan.delete(path)).status).toBe(200);
    expect((await fan.put(path, { content: '지운 뒤' })).status).toBe(404);
    expect((await crew.delete(path)).status).toBe(404);
    await reader.close();
  });

  it('board staff delete another member’s comment', async () => {
    const { postId, path } = await postWithComment(fan);
    expect((await manager.delete(path)).status).toBe(200);
    expect((await fan.get(`/api/v1/p/post/${postId}/comment`)).body).toEqual([]);
  });

  it('edits count against the comment write limit', async () => {
    const excel = await t.as('excel');
    const { path } = await postWithComment(excel);
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMITS.comment.burst + 5; i += 1) {
      statuses.push((await excel.put(path, { content: `고침 ${i}` })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  });
});

describe('blocked members', () => {
  it('notify no one who blocked them of a comment or a reply', async () => {
    const blocker = await t.as('admin');
    const fanUuid = (await fan.get('/api/v1/user/me')).body.uuid;
    const post = (await blocker.post('/api/v1/p/board/free/post', { title: '차단', content: '<p>x</p>' }))
      .body;
    const own = (await blocker.post(`/api/v1/p/post/${post.id}/comment`, { content: '관리자 댓글' })).body;
    const before = (await blocker.get('/api/v1/notification')).body.length;
    const block = (await blocker.post('/api/v1/user/me/block', { userUuid: fanUuid })).body;
    await fan.post(`/api/v1/p/post/${post.id}/comment`, { content: '차단된 댓글' });
    await fan.post(`/api/v1/p/post/${post.id}/comment`, { content: '차단된 답글', parentId: own.id });
    expect((await blocker.get('/api/v1/notification')).body).toHaveLength(before);

    // Unblocked, they notify again.
    await blocker.delete(`/api/v1/user/me/block/${block.id}`);
    await fan.post(`/api/v1/p/post/${post.id}/comment`, { content: '풀린 뒤 댓글' });
    expect((await blocker.get('/api/v1/notification')).body).toHaveLength(before + 1);
  });
});
