import type { Board, Comment, Post } from '../../../src/contract';

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
