import { EMPTY, type Subscription, switchMap } from 'rxjs';
import type { LiveQueries, LiveQueryKind } from '../queries/live-query-types';
import { observeLiveQuery } from '../queries/observe';
import { releaseCallback } from '../release';
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

export function queryHandlers(context: WorkerContext): QueryHandlers {
  const watches = new Map<number, { subscription: Subscription; callback: object }>();
  let nextId = 1;

  return {
    async watchQuery(kind, params, onResult) {
      const id = nextId++;
      const subscription = context.account$
        .pipe(
          switchMap((account) =>
            account
              ? account.author$.pipe(
                  switchMap((author) => observeLiveQuery({ db: account.db, author }, kind, params)),
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
