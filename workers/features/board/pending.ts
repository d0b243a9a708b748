import { CommentInput, PostInput } from '../../../src/contract';
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
