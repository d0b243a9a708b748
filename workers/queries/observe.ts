import { map, type Observable } from 'rxjs';
import type { C9Database } from '../db/database';
import { workerFeatures } from '../features';
import type { LiveQueries, LiveQueryKind } from './live-query-types';
import type { Author } from './pending';

export type QueryContext = { db: C9Database; author: Author | null };

type Observers = {
  [K in LiveQueryKind]: (
    context: QueryContext,
    params: LiveQueries[K]['params'],
  ) => Observable<LiveQueries[K]['result']>;
};

/** The core's outbox list and every listed feature's queries, by kind. */
const observers: Observers = Object.assign(
  {
    outbox: ({ db }: QueryContext) =>
      db.outbox.find({ sort: [{ seq: 'asc' }] }).$.pipe(
        map((docs) =>
          docs.map((doc) => {
            const { id, kind, scope, state, error, attempts, createdAt } = doc.toMutableJSON();
            return { id, kind, scope, state, error, attempts, createdAt };
          }),
        ),
      ),
  },
  ...workerFeatures.map((feature) => feature.queries),
);

export function observeLiveQuery<K extends LiveQueryKind>(
  context: QueryContext,
  kind: K,
  params: LiveQueries[K]['params'],
): Observable<LiveQueries[K]['result']> {
  return observers[kind](context, params);
}
