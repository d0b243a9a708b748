import { afterEach, describe, expect, it } from 'vitest';
import type { CommentView } from '../../../workers/api';
import { board, comment, FakeServer, post } from './support/fake-server';
import { startWorker, testUser, waitFor, watch } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('a post opened before the account', () => {
  it('is opened on the account once it opens, and on the next one after a login', async () => {
    const { api, server } = startWorker();
    stop = () => api.closeAccount();
    server.boards.put(board('free'));
    server.posts.put(post('p1', 'free'));
    server.comments.put(comment('c1', 'p1', '먼저 연 글의 댓글'));

    // The post page mounts before the app has opened any account: no error, nothing lost.
    await expect(api.openPost('p1')).resolves.toBeUndefined();
    const comments = await watch<CommentView[]>((cb) => api.watchQuery('comments', { postId: 'p1' }, cb));
    await api.openAccount({ user: null, deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(() => comments.latest()?.length === 1);

    await api.openAccount({ user: testUser(), deviceId: 'device' });
    await waitFor(() => comments.latest()?.[0]?.content === '먼저 연 글의 댓글');
    await api.closePost('p1');
  });
});

describe('a post opened in a tab that does not replicate', () => {
  it('settles quietly when the account closes while its comments are read', async () => {
    const server = new FakeServer();
    let releaseComments = () => {};
    const commentsHeld = new Promise<void>((resolve) => {
      releaseComments = resolve;
    });
    let commentReads = 0;
    const serve = server.fetch;
    server.fetch = async (input, init) => {
      if (String(input).includes('/comment/table')) {
        commentReads += 1;
        await commentsHeld;
      }
      return serve(input, init);
    };
    const { api } = startWorker({ server });
    stop = () => api.closeAccount();
    server.boards.put(board('free'));
    server.posts.put(post('p1', 'free'));
    server.comments.put(comment('c1', 'p1', '읽는 중에 닫힌 계정'));
    // Never shown, so never the leader: the post's comments are read once, by this call.
    await api.openAccount({ user: null, deviceId: 'device' });
    const opened = api.openPost('p1');
    await waitFor(() => commentReads > 0);
    // A login closes the account (and its database) while the read is under way.
    await api.openAccount({ user: testUser(), deviceId: 'device' });
    releaseComments();
    await expect(opened).resolves.toBeUndefined();
  });
});
