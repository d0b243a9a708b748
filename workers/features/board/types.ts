import type { Board, Comment, Post } from '../../../src/contract/board';
import type { SyncState } from '../../queries/sync-state';

/*
 * Rows as they are stored locally. The replication maps the server's `deleted` onto RxDB's own
 * `_deleted`, so tombstones never show up in queries and the field is not part of the documents.
 */
export type LocalBoard = Omit<Board, 'deleted'>;
/** A post as the UI gets it. */
export type PostRow = Omit<Post, 'deleted'>;
/** Stored beside each post for the list queries (`post-keys.ts`); never shown. */
export type PostKeys = { orderNew: number; orderLikes: number; orderViews: number; searchText: string };
export type LocalPost = PostRow & PostKeys;
export type LocalComment = Omit<Comment, 'deleted'>;

/** A post or comment as the UI gets it, with whether the outbox still holds it. */
export type PostView = PostRow & SyncState;
export type CommentView = LocalComment &
  SyncState & {
    /** An edit or deletion of a sent comment still in the outbox (`pending` then says so). */
    change?: { outboxId: string; kind: 'update' | 'delete' };
  };

/** One post opened on its own page: hidden behind a notice when the member blocked its author. */
export type OpenedPost = PostView & { authorBlocked: boolean };

export type PostSort = 'latest' | 'likes' | 'views';

export type PostsQuery = {
  /** Omitted: every board. */
  boardId?: string;
  /** `null` picks posts without a category; omitted means any. */
  categoryNumber?: number | null;
  popular?: boolean;
  /** Words in the title or body, case-insensitive. */
  search?: string;
  sort?: PostSort;
  /** Default `DEFAULT_POSTS_LIMIT` (`posts-query.ts`). */
  limit?: number;
};

export type BoardQueries = {
  boards: { params: Record<never, never>; result: LocalBoard[] };
  posts: { params: PostsQuery; result: PostView[] };
  post: { params: { id: string }; result: OpenedPost | null };
  comments: { params: { postId: string }; result: CommentView[] };
};
