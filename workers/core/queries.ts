import {
  type BehaviorSubject,
  defer,
  EMPTY,
  finalize,
  type Observable,
  type Subscription,
  switchMap,
  tap,
} from 'rxjs';
import { liveQueryKey, type QuerySnapshotWriter, snapshotAccount } from '../../src/lib/query-snapshots';
import type { LiveQueries, LiveQueryKind } from '../queries/live-query-types';
import { observeLiveQuery } from '../queries/observe';
import { releaseCallback } from '../release';
import { markStart } from '../start-marks';
import type { WorkerContext } from './context';

export type QueryHandlers = {
  /**
   * Calls `onResult` with the query's result now and after every change, across logins and logouts
   * (each account answers from its own database); returns the watch's id.
   */
  watchQuery<K extends LiveQueryKind>(
    kind: K,
    params: LiveQueries[K]['params'],
    onResult: (result: LiveQueries[K]['result']) => void,
  ): Promise<number>;
  /** Ends the watch and releases its callback. */
  unwatchQuery(watchId: number): Promise<void>;
};

/** `snapshots`: where each result is also kept for the page's next start (src/lib/query-snapshots.ts). */
export function queryHandlers(context: WorkerContext, snapshots?: QuerySnapshotWriter): QueryHandlers {
  const watches = new Map<number, { subscription: Subscription; callback: object }>();
  let nextId = 1;

  return {
    async watchQuery(kind, params, onResult) {
      const id = nextId++;
      const key = liveQueryKey(kind, params);
      const subscription = context.account$
        .pipe(
          switchMap((account) =>
            account
              ? countedUntilAnswered(
                  context.unanswered$,
                  account.author$.pipe(
                    switchMap((author) => observeLiveQuery({ db: account.db, author }, kind, params)),
                    tap((result) => {
                      markStart('first-answer', kind);
                      snapshots?.save(snapshotAccount(account.user?.uuid ?? null), key, result);
                    }),
                  ),
                )
              : EMPTY,
          ),
        )
        .subscribe((result) => void onResult(result));
      watches.set(id, { subscription, callback: onResult });
      return id;
    },
    async unwatchQuery(watchId) {
      const watch = watches.get(watchId);
      watches.delete(watchId);
      watch?.subscription.unsubscribe();
      if (watch) releaseCallback(watch.callback);
    },
  };
}

/** Counts `source` in `unanswered$` from its subscription until its first result (or its end). */
function countedUntilAnswered<T>(unanswered$: BehaviorSubject<number>, source: Observable<T>): Observable<T> {
  return defer(() => {
    let waiting = true;
    const answered = () => {
      if (!waiting) return;
      waiting = false;
      unanswered$.next(unanswered$.value - 1);
    };
    unanswered$.next(unanswered$.value + 1);
    return source.pipe(tap(answered), finalize(answered));
  });
}
