import { BehaviorSubject } from 'rxjs';
import type { QuerySnapshotWriter } from '../src/lib/query-snapshots';
import type { Account, AccountEnv } from './account';
import type { WorkerApi } from './api';
import { createWorkerContext } from './core/context';
import { outboxHandlers } from './core/outbox';
import { queryHandlers } from './core/queries';
import { sessionHandlers } from './core/session';
import { topicHandlers } from './core/topics';
import { createEventHub } from './events';
import { type FeatureHandlers, workerFeatures } from './features';

export type WorkerEnv = Omit<AccountEnv, 'emit'> & { querySnapshots?: QuerySnapshotWriter };

/** The core's handlers and every listed feature's over one account holder; the worker entry and the tests both use it. */
export function createWorkerApi(env: WorkerEnv) {
  const context = createWorkerContext(new BehaviorSubject<Account | null>(null));
  const hub = createEventHub();
  const core = {
    account$: context.account$,
    current: () => context.account$.value,
    account: context.account,
    newId: env.newId,
  };
  // Each feature adds its own handlers; their types are combined in `FeatureHandlers`.
  const features: FeatureHandlers = Object.assign(
    {},
    ...workerFeatures.map((feature) => feature.handlers(core)),
  );
  const api = {
    ...sessionHandlers(context, env, hub),
    ...queryHandlers(context, env.querySnapshots),
    ...outboxHandlers(context),
    ...topicHandlers(context),
    ...features,
  } satisfies WorkerApi;
  return { api, context };
}
