import type { Observable } from 'rxjs';
import { combineLatest, map } from 'rxjs';
import type { CoreDocs } from '../../db/collections';
import { outboxEntries$ } from '../../queries/pending';
import type { Collections } from '../feature';
import type { LocalNotification } from './types';

type NotificationDb = Collections<{ notifications: LocalNotification } & Pick<CoreDocs, 'outbox'>>;

/** Notifications as the user will see them once queued confirmations reach the server. */
export function notifications$(db: NotificationDb, limit?: number): Observable<LocalNotification[]> {
  return combineLatest([
    db.notifications.find({ sort: [{ createdAt: 'desc' }], ...(limit === undefined ? {} : { limit }) }).$,
    outboxEntries$(db, ['notification.confirm', 'notification.confirmAll']),
  ]).pipe(
    map(([docs, entries]) => {
      const all = entries.some((e) => e.kind === 'notification.confirmAll' && e.state === 'pending');
      const confirmed = new Set(entries.filter((e) => e.state === 'pending').map((e) => e.scope));
      return docs.map((doc) => ({
        ...doc.toMutableJSON(),
        confirmed: doc.confirmed || all || confirmed.has(doc.id),
      }));
    }),
  );
}

export function unreadCount$(db: NotificationDb): Observable<number> {
  return notifications$(db).pipe(map((rows) => rows.filter((row) => !row.confirmed).length));
}
