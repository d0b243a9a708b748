import {
  type Board,
  type Comment,
  DEFAULT_PROFILE,
  POPULAR_LIKE_THRESHOLD,
  type Post,
  type Profile,
} from '../../../src/contract';
import type { boards, comments, posts } from './tables';

/** The picture a post or comment keeps of its author: the default one for a member without one. */
export const authorProfileUri = (author: { profile: Profile | null }): string =>
  (author.profile ?? DEFAULT_PROFILE).thumbnailUri;

export const toBoardDto = (b: typeof boards.$inferSelect): Board => ({
  id: b.id,
  rev: b.rev,
  deleted: b.deleted,
  name: b.name,
  description: b.description,
  categories: b.categories,
  readRoles: b.readRoles,
  writeRoles: b.writeRoles,
  sort: b.sort,
  createdAt: b.createdAt.toISOString(),
  updatedAt: b.updatedAt.toISOString(),
});

export const toPostDto = (p: typeof posts.$inferSelect): Post => ({
  id: p.id,
  rev: p.rev,
  deleted: p.deleted,
  boardId: p.boardId,
  categoryNumber: p.categoryNumber,
  title: p.title,
  // A tombstone tells clients to drop the row; it carries no body.
  content: p.deleted ? '' : p.content,
  authorUuid: p.authorUuid,
  authorNickname: p.authorNickname,
  authorProfileUri: p.authorProfileUri,
  viewCount: p.viewCount,
  likeCount: p.likeCount,
  commentCount: p.commentCount,
  popular: p.popular ?? p.likeCount >= POPULAR_LIKE_THRESHOLD,
  staffEditedAt: p.staffEditedAt?.toISOString() ?? null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const toCommentDto = (c: typeof comments.$inferSelect): Comment => ({
  id: c.id,
  rev: c.rev,
  deleted: c.deleted,
  postId: c.postId,
  parentId: c.parentId,
  content: c.deleted ? '' : c.content,
  authorUuid: c.authorUuid,
  authorNickname: c.authorNickname,
  authorProfileUri: c.authorProfileUri,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});
