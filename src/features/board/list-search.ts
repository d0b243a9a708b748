import type { PostSort, PostsQuery } from '../../../workers/api';
import { oneOf, positiveInt, searchOf, text, trueOrFalse } from '../../lib/search-params';

export const POST_SORTS = ['latest', 'likes', 'views'] as const satisfies readonly PostSort[];

export const SORT_LABELS: Record<PostSort, string> = { latest: '최신순', likes: '추천순', views: '조회순' };

/** The board list's query string: `?category=2&popular=true&q=word&sort=likes`. Bad values drop out. */
export const parseBoardListSearch = searchOf({
  category: positiveInt,
  popular: trueOrFalse,
  q: text({ max: 100, trim: true }),
  sort: oneOf(POST_SORTS),
});
export type BoardListSearch = ReturnType<typeof parseBoardListSearch>;

/** Rows shown first, and how many more each scroll to the end adds. */
export const LIST_PAGE_SIZE = 20;

export function postsQueryOf(boardId: string | null, search: BoardListSearch, limit: number): PostsQuery {
  return {
    ...(boardId ? { boardId } : {}),
    ...(search.category ? { categoryNumber: search.category } : {}),
    ...(search.popular ? { popular: true } : {}),
    ...(search.q ? { search: search.q } : {}),
    sort: search.sort ?? 'latest',
    limit,
  };
}

/** Per board, the oldest delivered row shown: where `loadOlderPosts` continues from. */
export function oldestByBoard(rows: readonly { boardId: string; createdAt: string; pending: boolean }[]) {
  const oldest = new Map<string, string>();
  for (const row of rows) {
    if (row.pending) continue;
    const current = oldest.get(row.boardId);
    if (!current || Date.parse(row.createdAt) < Date.parse(current)) oldest.set(row.boardId, row.createdAt);
  }
  return oldest;
}
