import { EMPTY, Observable, type Subscription, switchMap } from 'rxjs';
import { topicAccess } from '../../src/contract/topic-paths';
import { releaseCallback } from '../release';
import type { WorkerContext } from './context';

export type TopicHandlers = {
  /**
   * Calls `onMessage` with each message of a STOMP topic (its parsed JSON body) until
   * `unwatchTopic`, across reconnects, lead changes and account switches; returns the watch's id.
   * For live pages that keep no collection (matches, draws, counters). The broker decides who may
   * subscribe; a destination the contract does not know is refused here.
   */
  watchTopic(destination: string, onMessage: (body: unknown) => void): Promise<number>;
  /** Ends the watch and releases its callback. */
  unwatchTopic(watchId: number): Promise<void>;
};

export function topicHandlers(context: WorkerContext): TopicHandlers {
  const watches = new Map<number, { subscription: Subscription; callback: object }>();
  let nextId = 1;
  return {
    async watchTopic(destination, onMessage) {
      if (topicAccess(destination).kind === 'unknown') {
        releaseCallback(onMessage);
        throw new Error(`알 수 없는 토픽입니다: ${destination}`);
      }
      const id = nextId++;
      const subscription = context.account$
        .pipe(
          switchMap((account) =>
            account
              ? new Observable<unknown>((subscriber) =>
                  account.topics.watch(destination, (body) => subscriber.next(body)),
                )
              : EMPTY,
          ),
        )
        .subscribe((body) => void onMessage(body));
      watches.set(id, { subscription, callback: onMessage });
      return id;
    },
    async unwatchTopic(watchId) {
      const watch = watches.get(watchId);
      watches.delete(watchId);
      watch?.subscription.unsubscribe();
      if (watch) releaseCallback(watch.callback);
    },
  };
}
