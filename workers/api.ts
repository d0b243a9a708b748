/*
 * The worker's typed surface, shared with the UI. Type-only: importing it pulls nothing into a
 * bundle. The worker exposes an object that `satisfies WorkerApi`; the UI holds `Remote<WorkerApi>`.
 */
import type { BlocksHandlers } from './features/blocks';
import type { CommentsHandlers } from './features/comments';
import type { LiveHandlers } from './features/live';
import type { NotificationsHandlers } from './features/notifications';
import type { OutboxHandlers } from './features/outbox';
import type { PostsHandlers } from './features/posts';
import type { QueryHandlers } from './features/queries';
import type { SessionHandlers } from './features/session';

export type WorkerApi = SessionHandlers &
  QueryHandlers &
  PostsHandlers &
  CommentsHandlers &
  NotificationsHandlers &
  BlocksHandlers &
  OutboxHandlers &
  LiveHandlers;

export type { AccountUser } from './account';
export type { WorkerEvent, WorkerEvents } from './events';
export type { WriteOutcome } from './outbox/outbox';
export type * from './queries/live-query-types';
export type { SocketStatus } from './socket/topic-socket';
export type { OlderPosts } from './sync/post-window';
export type { LiveAlerts } from './sync/topic-routes';
