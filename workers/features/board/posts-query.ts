import type { MangoQuery, MangoQuerySelector } from 'rxdb';
import { postSearchText } from './post-keys';
import type { PostWindows } from './post-window';
import type { LocalPost, PostSort, PostsQuery, PostView } from './types';

export const DEFAULT_POSTS_LIMIT = 20;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Only the gap-free part of each board (see `PostWindow`). */
function windowCondition(boardId: string | undefined, windows: PostWindows): MangoQuerySelector<LocalPost> {
  const open = Object.entries(windows).filter(([, w]) => !w.complete && w.oldestCreatedAt !== null);
  if (boardId !== undefined) {
    const edge = open.find(([id]) => id === boardId)?.[1].oldestCreatedAt;
    return edge ? { createdAt: { $gte: edge } } : {};
  }
  if (open.length === 0) return {};
  return {
    $or: [
      { boardId: { $nin: open.map(([id]) => id) } },
      ...open.map(([id, w]) => ({ boardId: id, createdAt: { $gte: w.oldestCreatedAt ?? '' } })),
    ],
  };
}

/** The order keys ascend where the lists descend (`post-keys.ts`), so an index gives the order. */
const sorts: Record<PostSort, MangoQuery<LocalPost>['sort']> = {
  latest: [{ orderNew: 'asc' }],
  likes: [{ orderLikes: 'asc' }, { orderNew: 'asc' }],
  views: [{ orderViews: 'asc' }, { orderNew: 'asc' }],
};

export function postsMangoQuery(
  query: PostsQuery,
  windows: PostWindows,
  blockedUuids: string[],
): MangoQuery<LocalPost> {
  // Field conditions stay at the top level: RxDB's query planner reads only those, so a board's
  // list walks that board's index. Whatever the index does not cover filters the walk, which stops
  // once `limit` rows matched.
  const selector: MangoQuerySelector<LocalPost> = { ...windowCondition(query.boardId, windows) };
  if (query.boardId !== undefined) selector.boardId = query.boardId;
  if (query.categoryNumber !== undefined) selector.categoryNumber = query.categoryNumber;
  if (query.popular) selector.popular = true;
  if (blockedUuids.length > 0) selector.authorUuid = { $nin: blockedUuids };
  const search = query.search?.trim().toLowerCase();
  if (search) selector.searchText = { $regex: escapeRegex(search) };
  return { selector, sort: sorts[query.sort ?? 'latest'], limit: query.limit ?? DEFAULT_POSTS_LIMIT };
}

/** Whether a pending post belongs in the list (new posts have no likes or views to rank by). */
export function pendingPostMatches(post: PostView, query: PostsQuery): boolean {
  const search = query.search?.trim().toLowerCase();
  return (
    (query.boardId === undefined || post.boardId === query.boardId) &&
    (query.categoryNumber === undefined || post.categoryNumber === query.categoryNumber) &&
    !query.popular &&
    (!search || postSearchText(post).includes(search))
  );
}
