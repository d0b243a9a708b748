import type { ErrorBody } from '../../src/contract/common';

/** The core's own documents: kept values (`meta`) and writes waiting to be sent (`outbox`). */
export type MetaDoc = { id: string; value: Record<string, unknown> };

export const OUTBOX_KINDS = [
  'post.create',
  'post.update',
  'post.delete',
  'comment.create',
  'comment.update',
  'comment.delete',
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
