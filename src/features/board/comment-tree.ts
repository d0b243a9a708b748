import type { CommentView } from '../../../workers/api';

export type CommentThread = { comment: CommentView; replies: CommentView[] };

const byCreatedAt = (a: CommentView, b: CommentView) => a.createdAt.localeCompare(b.createdAt);

/**
 * Top-level comments in time order, each with its replies in time order. A reply whose parent
 * is missing (deleted, or hidden because its author is blocked) stands on its own.
 */
export function buildCommentThreads(comments: readonly CommentView[]): CommentThread[] {
  const ids = new Set(comments.map((c) => c.id));
  const replies = new Map<string, CommentView[]>();
  const roots: CommentView[] = [];
  for (const comment of comments) {
    if (comment.parentId && ids.has(comment.parentId)) {
      const list = replies.get(comment.parentId) ?? [];
      list.push(comment);
      replies.set(comment.parentId, list);
    } else {
      roots.push(comment);
    }
  }
  return roots
    .sort(byCreatedAt)
    .map((comment) => ({ comment, replies: (replies.get(comment.id) ?? []).sort(byCreatedAt) }));
}
