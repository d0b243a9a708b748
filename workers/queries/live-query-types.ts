/* Shared with the UI: nothing here imports rxdb, so the main bundle stays free of it. */
import type { ErrorBody } from '../../src/contract';
import type { OutboxDoc } from '../db/local-types';
import type { LocalBlock } from '../features/block';
import type { LocalBoard, LocalComment, LocalPost, PostRow } from '../features/board/types';
import type { LocalNotification } from '../features/notification/types';
import type { LocalLiveStation, LocalNotice } from '../features/soop';

export type {
  LocalBlock,
  LocalBoard,
  LocalComment,
  LocalLiveStation,
  LocalNotice,
  LocalNotification,
  LocalPost,
  PostRow,
};

/** A row the outbox has not delivered yet shows with `pending`; a refused one also has `error`. */
export type SyncState = { pending: boolean; error: ErrorBody | null };
export type PostView = PostRow & SyncState;
export type CommentView = LocalComment & SyncState;
export type OutboxEntryView = Pick<
  OutboxDoc,
  'id' | 'kind' | 'scope' | 'state' | 'error' | 'attempts' | 'createdAt'
>;

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
  /** Default `DEFAULT_POSTS_LIMIT`. */
  limit?: number;
};

export const DEFAULT_POSTS_LIMIT = 20;

/** Every live query the worker answers: its parameters and what it emits. */
export type LiveQueries = {
  boards: { params: Record<never, never>; result: LocalBoard[] };
  posts: { params: PostsQuery; result: PostView[] };
  post: { params: { id: string }; result: PostView | null };
  comments: { params: { postId: string }; result: CommentView[] };
  notifications: { params: { limit?: number }; result: LocalNotification[] };
  unreadCount: { params: Record<never, never>; result: number };
  blocks: { params: Record<never, never>; result: LocalBlock[] };
  outbox: { params: Record<never, never>; result: OutboxEntryView[] };
  liveStations: { params: Record<never, never>; result: LocalLiveStation[] };
  notices: { params: { limit?: number }; result: LocalNotice[] };
};

export type LiveQueryKind = keyof LiveQueries;
