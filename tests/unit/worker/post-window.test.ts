import { afterEach, describe, expect, it } from 'vitest';
import { topics } from '../../../src/contract';
import type { PostView } from '../../../workers/api';
import { OLDER_POSTS_PAGE_SIZE, POST_WINDOW_SIZE } from '../../../workers/features/board/post-window';
import { at, board, post } from './support/fake-server';
import { startWorker, testUser, waitFor, watch } from './support/harness';

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('post window', () => {
  it('holds each board’s recent posts, grows on demand and lists only the range it holds whole', async () => {
    const { api, server, broker, account } = startWorker();
    stop = () => api.closeAccount();
    const older = POST_WINDOW_SIZE + OLDER_POSTS_PAGE_SIZE + 50;
    server.boards.put(board('free'));
    server.boards.put(board('humor', 1));
    for (let i = 0; i < older; i++) server.posts.put(post(`free-${i}`, 'free', { createdAt: at(i) }));
    for (let i = 0; i < 30; i++) server.posts.put(post(`humor-${i}`, 'humor', { createdAt: at(i) }));

    await api.openAccount({ user: testUser(), deviceId: 'device' });
    await api.setVisible(true);
    await waitFor(async () => (await account().db.posts.count().exec()) === POST_WINDOW_SIZE + 30);

    const free = await watch<PostView[]>((cb) =>
      api.watchQuery('posts', { boardId: 'free', limit: 1000 }, cb),
    );
    await waitFor(() => free.latest()?.length === POST_WINDOW_SIZE);
    expect(free.latest()?.[0]?.id).toBe(`free-${older - 1}`);

    // A like on an old post arrives as a change: the post is kept, but the list has no hole.
    const liked = server.posts.patch('free-10', { likeCount: 3 });
    broker.publish(topics.board, { entity: 'post', type: 'update', data: liked });
    await waitFor(async () => (await account().db.posts.findOne('free-10').exec())?.likeCount === 3);
    expect(free.latest()).toHaveLength(POST_WINDOW_SIZE);

    const oldest = free.latest()?.at(-1)?.createdAt ?? '';
    expect(await api.loadOlderPosts('free', oldest)).toEqual({
      loaded: OLDER_POSTS_PAGE_SIZE,
      hasMore: true,
    });
    await waitFor(() => free.latest()?.length === POST_WINDOW_SIZE + OLDER_POSTS_PAGE_SIZE);
    // The cursor is the window's edge, whatever (newer) row the caller passes.
    expect(await api.loadOlderPosts('free', at(older))).toEqual({ loaded: 50, hasMore: false });
    await waitFor(() => free.latest()?.length === older);
    expect(new Set(free.latest()?.map((p) => p.id)).size).toBe(older);
    expect(await api.loadOlderPosts('free', at(0))).toEqual({ loaded: 0, hasMore: false });

    const all = await watch<PostView[]>((cb) => api.watchQuery('posts', { limit: 1000 }, cb));
    await waitFor(() => all.latest()?.length === older + 30);
  });

  it('fetches an opened post that is older than the window', async () => {
    const { api, server, account } = startWorker();
    stop = () => api.closeAccount();
    server.boards.put(board('free'));
    const id = '0b5c6d1e-0000-4000-8000-000000000000';
    server.posts.put(post(id, 'free', { createdAt: at(-1) }));
    for (let i = 0; i < POST_WINDOW_SIZE; i++) server.posts.put(post(`p${i}`, 'free', { createdAt: at(i) }));
    await api.openAccount({ user: testUser(), deviceId: 'device' });

    const opened = await watch<PostView | null>((cb) => api.watchQuery('post', { id }, cb));
    await api.openPost(id);
    await waitFor(() => opened.latest()?.id === id);
    expect(await account().db.posts.count().exec()).toBe(1);
  });
});
