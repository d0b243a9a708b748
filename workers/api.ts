/*
 * The worker's typed surface, shared with the UI. Type-only: importing it pulls nothing into a
 * bundle. The worker exposes an object that `satisfies WorkerApi`; the UI holds `Remote<WorkerApi>`.
 */
import type { OutboxHandlers } from './core/outbox';
import type { QueryHandlers } from './core/queries';
import type { SessionHandlers } from './core/session';
import type { TopicHandlers } from './core/topics';
import type { FeatureHandlers } from './features';

/** The core's handlers and those of every feature in `features/index.ts`. */
export type WorkerApi = SessionHandlers & QueryHandlers & OutboxHandlers & TopicHandlers & FeatureHandlers;

export type { AccountUser } from './account';
export type { WorkerEvent, WorkerEvents } from './events';
export type { LocalBlock } from './features/block/types';
export type { OlderPosts } from './features/board/post-window';
export type {
  CommentView,
  LocalBoard,
  LocalComment,
  LocalPost,
  OpenedPost,
  PostRow,
  PostSort,
  PostsQuery,
  PostView,
} from './features/board/types';
export type { LiveAlerts } from './features/feature';
export type { LocalNotification } from './features/notification/types';
export type { LocalLiveStation, LocalNotice } from './features/soop/types';
export type { LocalStoreItem } from './features/store/types';
export type { WriteOutcome } from './outbox/outbox';
export type * from './queries/live-query-types';
export type * from './queries/sync-state';
export type { SocketStatus } from './socket/topic-socket';
