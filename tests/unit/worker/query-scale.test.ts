import { describe, expect, it } from 'vitest';
import type { PostView } from '../../../workers/api';
import { withPostKeys } from '../../../workers/features/board/post-keys';
import { postsMangoQuery } from '../../../workers/features/board/posts-query';
import { at, post } from './support/fake-server';
import { startWorker, testUser, waitFor, watch } from './support/harness';

describe('local post queries', () => {
  it('filters and sorts 20,000 local posts like a plain scan would', async () => {
    const { api, account } = startWorker();
    await api.openAccount({ user: testUser(), deviceId: 'device' });
    const blocked = '00000000-0000-4000-8000-0000000000bb';
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      ...post(`p${i}`, `b${i % 7}`, {
        categoryNumber: i % 3 === 0 ? null : i % 3,
        title: `제목 ${i}`,
        likeCount: (i * 7919) % 500,
        createdAt: at(i),
        authorUuid: i % 11 === 0 ? blocked : '00000000-0000-4000-8000-000000000001',
        popular: i % 13 === 0,
      }),
      rev: i + 1,
    }));
    await account().db.posts.bulkInsert(rows.map(withPostKeys));
    await account().db.blocks.insert({
      id: 'block-1',
      rev: 1,
      userUuid: blocked,
      userNickname: '차단됨',
      reason: '',
      createdAt: at(0),
    });

    const query = { boardId: 'b3', categoryNumber: 2, search: '제목 1', sort: 'likes', limit: 50 } as const;
    const list = await watch<PostView[]>((cb) => api.watchQuery('posts', query, cb));
    await waitFor(() => (list.latest()?.length ?? 0) > 0);

    const expected = rows
      .filter(
        (p) =>
          p.boardId === 'b3' &&
          p.categoryNumber === 2 &&
          p.title.includes('제목 1') &&
          p.authorUuid !== blocked,
      )
      .sort((a, b) => b.likeCount - a.likeCount || b.createdAt.localeCompare(a.createdAt))
      .slice(0, 50)
      .map((p) => p.id);
    expect(list.latest()?.map((p) => p.id)).toEqual(expected);

    const popular = await account()
      .db.posts.find(postsMangoQuery({ popular: true, limit: 20_000 }, {}, []))
      .exec();
    expect(popular).toHaveLength(rows.filter((p) => p.popular).length);
    await api.closeAccount();
  });
});
