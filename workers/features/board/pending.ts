import { CommentInput, CommentUpdate, PostInput } from '../../../src/contract/board';
import type { OutboxDoc } from '../../db/local-types';
import type { Author } from '../../queries/pending';
import type { CommentView, PostView } from './types';

const syncState = (entry: OutboxDoc) => ({ pending: true, error: entry.error });

/** A post the outbox has not delivered, shaped like the row the server will make. */
export function pendingPost(entry: OutboxDoc, author: Author): PostView | null {
  const input = PostInput.safeParse(entry.body);
  if (!input.success) return null;
  return {
    id: entry.id,
    rev: 0,
    boardId: entry.scope,
    categoryNumber: input.data.categoryNumber,
    title: input.data.title,
    content: input.data.content,
    authorUuid: author.uuid,
    authorNickname: author.nickname,
    authorProfileUri: author.profileUri,
    viewCount: 0,
    likeCount: 0,
    commentCount: 0,
    popular: false,
    staffEditedAt: null,
    createdAt: entry.createdAt,
    updatedAt: entry.createdAt,
    ...syncState(entry),
  };
}

export function pendingComment(entry: OutboxDoc, author: Author): CommentView | null {
  const input = CommentInput.safeParse(entry.body);
  if (!input.success) return null;
  return {
    id: entry.id,
    rev: 0,
    postId: entry.scope,
    parentId: input.data.parentId,
    content: input.data.content,
    authorUuid: author.uuid,
    authorNickname: author.nickname,
    authorProfileUri: author.profileUri,
    createdAt: entry.createdAt,
    updatedAt: entry.createdAt,
    ...syncState(entry),
  };
}

/**
 * A comment with the outbox's latest edit or deletion of it: an edit shows its new text, a waiting
 * deletion hides the comment (null), a refused one shows it with the server's reason.
 */
export function withPendingChange(comment: CommentView, entry: OutboxDoc | undefined): CommentView | null {
  if (!entry) return comment;
  if (entry.kind === 'comment.delete') {
    if (entry.state === 'pending') return null;
    return { ...comment, ...syncState(entry), change: { outboxId: entry.id, kind: 'delete' } };
  }
  const input = CommentUpdate.safeParse(entry.body);
  return {
    ...comment,
    content: input.success ? input.data.content : comment.content,
    ...syncState(entry),
    change: { outboxId: entry.id, kind: 'update' },
  };
}
