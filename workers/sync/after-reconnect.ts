import { type Observable, skip, switchMap, takeUntil, timer } from 'rxjs';
import type { TopicSocket } from '../socket/topic-socket';

/** How long after a reconnect what the pulls bring may still be news worth a toast. */
export const RECONNECT_NEWS_MS = 60_000;

/**
 * What a replication pulls in the minute after each reconnect (not the first connect): a topic
 * message sent while the socket was down is lost, and its row comes only with the resync's pulls.
 */
export function pulledAfterReconnect<D>(
  socket: Pick<TopicSocket, 'connected$'>,
  received$: Observable<D>,
): Observable<D> {
  return socket.connected$.pipe(
    skip(1),
    switchMap(() => received$.pipe(takeUntil(timer(RECONNECT_NEWS_MS)))),
  );
}

/** A pulled row as the contract has it: RxDB's own fields dropped, its deleted flag named back. */
export function contractRow<T extends object>(
  doc: T & { _deleted: boolean; _meta?: unknown; _rev?: unknown; _attachments?: unknown },
): Omit<T, '_deleted' | '_meta' | '_rev' | '_attachments'> & { deleted: boolean } {
  const { _deleted, _meta, _rev, _attachments, ...row } = doc;
  return { ...row, deleted: _deleted };
}
