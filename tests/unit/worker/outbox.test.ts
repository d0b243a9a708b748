import { afterEach, describe, expect, it } from 'vitest';
import type { CommentView, OutboxEntryView } from '../../../workers/api';
import { board, FakeServer, post } from './support/fake-server';
import { memoryStorage, startWorker, testUser, waitFor, watch } from './support/harness';

const POST_ID = '7d1f0000-0000-4000-8000-000000000000';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

function serverWithPost() {
  const server = new FakeServer();
  server.boards.put(board('free'));
  server.posts.put(post(POST_ID, 'free'));
  return server;
}

describe('outbox', () => {
  it('shows a rename on unsent rows at once', async () => {
    const server = serverWithPost();
    const user = testUser('옛이름');
    const { api } = startWorker({ server });
    stop = () => api.closeAccount();
    await api.openAccount({ user, deviceId: 'device' });
    server.online = false;
    await api.createComment(POST_ID, { content: '보내지 못한 댓글' });
    const comments = await watch<CommentView[]>((cb) => api.watchQuery('comments', { postId: POST_ID }, cb));
    await waitFor(() => comments.latest()?.[0]?.authorNickname === '옛이름');

    await api.openAccount({ user: { ...user, nickname: '새이름' }, deviceId: 'device' });
    await waitFor(() => comments.latest()?.[0]?.authorNickname === '새이름');
    expect(comments.latest()).toHaveLength(1);
  });

  it('takes a write made before the account has opened, and sends it once it has', async () => {
    const server = serverWithPost();
    const user = testUser('성급한');
    const { api } = startWorker({ server });
    stop = () => api.closeAccount();
    // The page paints from kept results and takes input while the worker still opens its database.
    const early = api.createComment(POST_ID, { content: '열리기 전에 쓴 댓글' });
    await api.openAccount({ user, deviceId: 'device' });
    await api.setVisible(true);
    const outcome = await early;
    await waitFor(() => server.comments.rows.get(outcome.id)?.content === '열리기 전에 쓴 댓글');
  });

  it('keeps an offline write, shows it pending, and sends it exactly once after a restart', async () => {
    const server = serverWithPost();
    const storage = memoryStorage();
    const user = testUser('댓글러');

    const first = startWorker({ server, storage });
    await first.api.openAccount({ user, deviceId: 'device' });
    server.online = false;
    const outcome = await first.api.createComment(POST_ID, { content: '지하철에서 쓴 댓글' });
    expect(outcome.status).toBe('queued');

    const comments = await watch<CommentView[]>((cb) =>
      first.api.watchQuery('comments', { postId: POST_ID }, cb),
    );
    await waitFor(() => comments.latest()?.length === 1);
    expect(comments.latest()?.[0]).toMatchObject({
      id: outcome.id,
      content: '지하철에서 쓴 댓글',
      authorNickname: '댓글러',
      pending: true,
      error: null,
    });
    await first.api.closeAccount();

    // The app starts again with the network back.
    server.online = true;
    const second = startWorker({ server, storage });
    stop = () => second.api.closeAccount();
    await second.api.openAccount({ user, deviceId: 'device' });
    const after = await watch<CommentView[]>((cb) =>
      second.api.watchQuery('comments', { postId: POST_ID }, cb),
    );
    await second.api.setVisible(true);

    await waitFor(() => after.latest()?.[0]?.pending === false);
    expect(server.writes.filter((w) => w === `POST /api/v1/p/post/${POST_ID}/comment`)).toHaveLength(1);
    expect(server.comments.rows.get(outcome.id)?.content).toBe('지하철에서 쓴 댓글');
    expect(await second.account().db.outbox.count().exec()).toBe(0);
  });

  it('keeps a refused write with its error and goes on with the next', async () => {
    const server = serverWithPost();
    const { api } = startWorker({ server });
    stop = () => api.closeAccount();
    await api.openAccount({ user: testUser(), deviceId: 'device' });
    const outbox = await watch<OutboxEntryView[]>((cb) => api.watchQuery('outbox', {}, cb));

    const path = `/api/v1/p/post/${POST_ID}/comment`;
    server.refuse.set(path, { status: 403, message: '댓글을 쓸 권한이 없습니다.' });
    const refused = await api.createComment(POST_ID, { content: '첫 댓글' });
    expect(refused).toMatchObject({ status: 'failed', error: { status: 403 } });
    const sent = await api.createComment(POST_ID, { content: '둘째 댓글' });
    expect(sent.status).toBe('sent');

    await waitFor(() => outbox.latest()?.length === 1);
    expect(outbox.latest()?.[0]).toMatchObject({ id: refused.id, state: 'failed', kind: 'comment.create' });
    await api.discardOutboxEntry(refused.id);
    await waitFor(() => outbox.latest()?.length === 0);
  });

  it('refuses invalid input at once, naming the field', async () => {
    const { api } = startWorker();
    stop = () => api.closeAccount();
    await api.openAccount({ user: testUser(), deviceId: 'device' });
    const outcome = await api.createPost('free', { title: ' ', content: '본문' });
    expect(outcome).toMatchObject({ status: 'failed', error: { status: 400, errorFieldName: 'title' } });
  });
});
