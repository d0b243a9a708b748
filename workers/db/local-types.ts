import type {
  Block,
  Board,
  Comment,
  ErrorBody,
  LiveStation,
  Notice,
  Notification,
  Post,
} from '../../src/contract';

/**
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
export type LocalNotification = Omit<Notification, 'deleted'>;
export type LocalBlock = Omit<Block, 'deleted'>;
export type LocalLiveStation = Omit<LiveStation, 'deleted'>;
export type LocalNotice = Omit<Notice, 'deleted'>;

export type MetaDoc = { id: string; value: Record<string, unknown> };

export const OUTBOX_KINDS = [
  'post.create',
  'post.update',
  'post.delete',
  'comment.create',
  'notification.confirm',
  'notification.confirmAll',
  'block.create',
  'block.update',
  'block.delete',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** One write waiting to reach the server, in `seq` order. */
export type OutboxDoc = {
  /** Client-made uuid; for creates it is also the new row's id, so the server can dedupe a resend. */
  id: string;
  seq: number;
  kind: OutboxKind;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: Record<string, unknown> | null;
  /**
   * What the write is about: the board of a new post, the post of a new comment, the user to block,
   * else the row it changes.
   */
  scope: string;
  state: 'pending' | 'failed';
  error: ErrorBody | null;
  attempts: number;
  createdAt: string;
};
