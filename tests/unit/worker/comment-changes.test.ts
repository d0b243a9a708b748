import { afterEach, describe, expect, it } from 'vitest';
import type { CommentView, OpenedPost } from '../../../workers/api';
import { board, comment, FakeServer, post } from './support/fake-server';
import { startWorker, testUser, waitFor, watch } from './support/harness';

const POST_ID = '7d1f0000-0000-4000-8000-000000000001';
const COMMENT_ID = '7d1f0000-0000-4000-8000-0000000000c1';
const AUTHOR_ID = '7d1f0000-0000-4000-8000-0000000000a1';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function openPostWithOwnComment() {
  const server = new FakeServer();
  const user = testUser('댓글러');
  server.boards.put(board('free'));
  server.posts.put(post(POST_ID, 'free'));
  server.comments.put({ ...comment(COMMENT_ID, POST_ID, '처음 쓴 댓글'), authorUuid: user.uuid });
  const { api } = startWorker({ server });
  stop = () => api.closeAccount();
  await api.openAccount({ user, deviceId: 'device' });
  await api.setVisible(true);
  await api.openPost(POST_ID);
  const comments = await watch<CommentView[]>((cb) => api.watchQuery('comments', { postId: POST_ID }, cb));
  await waitFor(() => comments.latest()?.[0]?.content === '처음 쓴 댓글');
  return { server, api, comments };
}

describe('own comment changes', () => {
  it('an offline edit shows its text as pending, then is sent once', async () => {
    const { server, api, comments } = await openPostWithOwnComment();
    server.online = false;
    const outcome = await api.updateComment(POST_ID, COMMENT_ID, { content: '  고쳐 쓴 댓글 ' });
    expect(outcome.status).toBe('queued');
    await waitFor(() => comments.latest()?.[0]?.content === '고쳐 쓴 댓글');
    expect(comments.latest()?.[0]).toMatchObject({
      id: COMMENT_ID,
      pending: true,
      error: null,
      change: { outboxId: outcome.id, kind: 'update' },
    });

    server.online = true;
    await waitFor(() => comments.latest()?.[0]?.pending === false);
    expect(comments.latest()?.[0]).toMatchObject({ content: '고쳐 쓴 댓글' });
    expect(comments.latest()?.[0]?.change).toBeUndefined();
    expect(server.writes).toEqual([`PUT /api/v1/p/post/${POST_ID}/comment/${COMMENT_ID}`]);
    expect(server.comments.rows.get(COMMENT_ID)?.content).toBe('고쳐 쓴 댓글');
  });

  it('an offline deletion hides the comment at once and is sent when the network returns', async () => {
    const { server, api, comments } = await openPostWithOwnComment();
    server.online = false;
    expect((await api.deleteComment(POST_ID, COMMENT_ID)).status).toBe('queued');
    await waitFor(() => comments.latest()?.length === 0);

    server.online = true;
    await waitFor(() => server.comments.rows.get(COMMENT_ID)?.deleted === true);
    expect(comments.latest()).toEqual([]);
    expect(server.writes).toEqual([`DELETE /api/v1/p/post/${POST_ID}/comment/${COMMENT_ID}`]);
  });

  it('a refused deletion brings the comment back with the reason, to retry or drop', async () => {
    const { server, api, comments } = await openPostWithOwnComment();
    server.refuse.set(`/api/v1/p/post/${POST_ID}/comment/${COMMENT_ID}`, {
      status: 403,
      message: '작성자나 게시판 관리자만 할 수 있습니다.',
    });
    const outcome = await api.deleteComment(POST_ID, COMMENT_ID);
    expect(outcome.status).toBe('failed');
    await waitFor(() => comments.latest()?.[0]?.error?.status === 403);
    expect(comments.latest()?.[0]).toMatchObject({ pending: true, change: { kind: 'delete' } });
    await api.discardOutboxEntry(outcome.id);
    await waitFor(() => comments.latest()?.[0]?.pending === false);
    expect(comments.latest()?.[0]?.content).toBe('처음 쓴 댓글');
  });

  it('an edit no server would take is refused at once, naming the field', async () => {
    const { api } = await openPostWithOwnComment();
    const outcome = await api.updateComment(POST_ID, COMMENT_ID, { content: '   ' });
    expect(outcome).toMatchObject({ status: 'failed', error: { status: 400, errorFieldName: 'content' } });
  });
});

describe('an opened post', () => {
  it('says when its author is blocked, a block still in the outbox included', async () => {
    const server = new FakeServer();
    const user = testUser('차단하는 사람');
    server.boards.put(board('free'));
    server.posts.put(post(POST_ID, 'free', { authorUuid: AUTHOR_ID }));
    const { api } = startWorker({ server });
    stop = () => api.closeAccount();
    await api.openAccount({ user, deviceId: 'device' });
    await api.setVisible(true);
    const opened = await watch<OpenedPost | null>((cb) => api.watchQuery('post', { id: POST_ID }, cb));
    await waitFor(() => opened.latest()?.authorBlocked === false);

    server.online = false;
    const blocking = await api.blockUser({ userUuid: AUTHOR_ID });
    expect(blocking.status).toBe('queued');
    await waitFor(() => opened.latest()?.authorBlocked === true);
    const blocked = await watch<string[]>((cb) => api.watchQuery('blockedUsers', {}, cb));
    await waitFor(() => blocked.latest()?.[0] === AUTHOR_ID);
    await api.discardOutboxEntry(blocking.id);
    await waitFor(() => opened.latest()?.authorBlocked === false);
  });
});
