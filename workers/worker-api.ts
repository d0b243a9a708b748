import { BehaviorSubject } from 'rxjs';
import type { QuerySnapshotWriter } from '../src/lib/query-snapshots';
import type { Account, AccountEnv } from './account';
import type { WorkerApi } from './api';
import { createEventHub } from './events';
import { blocksHandlers } from './features/blocks';
import { commentsHandlers } from './features/comments';
import { createWorkerContext } from './features/context';
import { liveHandlers } from './features/live';
import { notificationsHandlers } from './features/notifications';
import { outboxHandlers } from './features/outbox';
import { postsHandlers } from './features/posts';
import { queryHandlers } from './features/queries';
import { sessionHandlers } from './features/session';

export type WorkerEnv = Omit<AccountEnv, 'emit'> & { querySnapshots?: QuerySnapshotWriter };

/** Every feature's handlers over one account holder; the worker entry and the tests both use it. */
export function createWorkerApi(env: WorkerEnv) {
  const context = createWorkerContext(new BehaviorSubject<Account | null>(null));
  const hub = createEventHub();
  const api = {
    ...sessionHandlers(context, env, hub),
    ...queryHandlers(context, env.querySnapshots),
    ...postsHandlers(context, env.newId),
    ...commentsHandlers(context, env.newId),
    ...notificationsHandlers(context),
    ...blocksHandlers(context, env.newId),
    ...outboxHandlers(context),
    ...liveHandlers(context),
  } satisfies WorkerApi;
  return { api, context };
}
