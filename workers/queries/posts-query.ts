import type { MangoQuery, MangoQuerySelector } from 'rxdb';
import type { LocalPost } from '../db/local-types';
import type { PostWindows } from '../sync/post-window';
import { DEFAULT_POSTS_LIMIT, type PostSort, type PostsQuery, type PostView } from './live-query-types';

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

const sorts: Record<PostSort, MangoQuery<LocalPost>['sort']> = {
  latest: [{ createdAt: 'desc' }],
  likes: [{ likeCount: 'desc' }, { createdAt: 'desc' }],
  views: [{ viewCount: 'desc' }, { createdAt: 'desc' }],
};

export function postsMangoQuery(
  query: PostsQuery,
  windows: PostWindows,
  blockedUuids: string[],
): MangoQuery<LocalPost> {
  const and: MangoQuerySelector<LocalPost>[] = [windowCondition(query.boardId, windows)];
  if (query.boardId !== undefined) and.push({ boardId: query.boardId });
  if (query.categoryNumber !== undefined) and.push({ categoryNumber: query.categoryNumber });
  if (query.popular) and.push({ popular: true });
  if (blockedUuids.length > 0) and.push({ authorUuid: { $nin: blockedUuids } });
  const search = query.search?.trim();
  if (search) {
    const pattern = { $regex: escapeRegex(search), $options: 'i' };
    and.push({ $or: [{ title: pattern }, { content: pattern }] });
  }
  const parts = and.filter((part) => Object.keys(part).length > 0);
  return {
    selector: parts.length > 0 ? { $and: parts } : {},
    sort: sorts[query.sort ?? 'latest'],
    limit: query.limit ?? DEFAULT_POSTS_LIMIT,
  };
}

/** Whether a pending post belongs in the list (new posts have no likes or views to rank by). */
export function pendingPostMatches(post: PostView, query: PostsQuery): boolean {
  const search = query.search?.trim().toLowerCase();
  return (
    (query.boardId === undefined || post.boardId === query.boardId) &&
    (query.categoryNumber === undefined || post.categoryNumber === query.categoryNumber) &&
    !query.popular &&
    (!search || `${post.title}\n${post.content}`.toLowerCase().includes(search))
  );
}
