import { distinctUntilChanged, type Subscription } from 'rxjs';
import { apiPath } from '../../../src/contract/api-paths';
import { Notification } from '../../../src/contract/notification';
import { topics } from '../../../src/contract/topic-paths';
import { NotificationEvent } from '../../../src/contract/topics';
import { rxSchemaOf } from '../../db/rx-schema';
import { upsertAnswer } from '../../outbox/apply-sent';
import type { WriteOutcome } from '../../outbox/outbox';
import { followTopic } from '../../socket/follow-topic';
import { contractRow, pulledAfterReconnect, RECONNECT_NEWS_MS } from '../../sync/after-reconnect';
import { type RevCheckpoint, revPull } from '../../sync/rev-pull';
import { replicateTable } from '../../sync/table-replication';
import { defineFeature, type FeaturePart, type WorkerFeature } from '../feature';
import { notifications$, unreadCount$ } from './queries';
import type { LocalNotification } from './types';

export type NotificationsHandlers = {
  confirmNotification(notificationId: string): Promise<WriteOutcome>;
  confirmAllNotifications(): Promise<WriteOutcome>;
};

export type NotificationEvents = {
  /** As the server sent it, for the toast; the unread count follows separately. */
  notification: NotificationEvent;
  unreadCount: number;
};

type NotificationTypes = {
  docs: { notifications: LocalNotification };
  handlers: NotificationsHandlers;
  events: NotificationEvents;
  queries: {
    notifications: { params: { limit?: number }; result: LocalNotification[] };
    unreadCount: { params: Record<never, never>; result: number };
  };
  part: FeaturePart;
};

/** The signed-in member's notifications, their unread count and the toast of a new one. */
export const notificationFeature: WorkerFeature<NotificationTypes> = defineFeature<NotificationTypes>({
  collections: {
    notifications: {
      schema: rxSchemaOf<LocalNotification>(Notification, { version: 0, indexes: ['createdAt'] }),
      migrationStrategies: {},
    },
  },
  queries: {
    notifications: ({ db }, { limit }) => notifications$(db, limit),
    unreadCount: ({ db }) => unreadCount$(db),
  },
  open({ db, user, http, socket, emit, share, pullOptions }) {
    let counting: Subscription | undefined;
    const start = () => {
      counting = unreadCount$(db)
        .pipe(distinctUntilChanged())
        .subscribe((count) => emit({ name: 'unreadCount', payload: count }));
    };
    // A visitor's database keeps the collection, empty.
    if (!user) return { start, close: () => counting?.unsubscribe() };
    const notifications = replicateTable<Notification, RevCheckpoint>({
      collection: db.notifications,
      identifier: 'notifications',
      pull: revPull(http, apiPath('notificationTable'), Notification),
      ...pullOptions,
    });
    // Notifications whose toast was raised, by the topic or after a reconnect.
    const toasted = new Set<string>();
    const unfollow = followTopic(socket, topics.userNotification(user.uuid), NotificationEvent, (event) => {
      if (event.type === 'read') notifications.resync();
      else {
        toasted.add(event.data.id);
        void notifications.receive([event.data]);
      }
      share({ name: 'notification', payload: event });
    });
    // One that came while the socket was down raises its toast after the resync, if still unread
    // and under a minute old.
    const missed = pulledAfterReconnect(socket, notifications.state.received$).subscribe((doc) => {
      if (doc._deleted || doc.confirmed || toasted.has(doc.id)) return;
      if (Date.now() - Date.parse(doc.createdAt) > RECONNECT_NEWS_MS) return;
      toasted.add(doc.id);
      share({ name: 'notification', payload: { type: 'create', data: contractRow(doc) } });
    });
    return {
      replications: [notifications],
      start,
      close() {
        unfollow();
        missed.unsubscribe();
        counting?.unsubscribe();
      },
    };
  },
  sent: {
    'notification.confirm': async (db, entry, body) => {
      if (!(await upsertAnswer(db.notifications, Notification, body))) {
        await db.notifications.findOne(entry.scope).incrementalPatch({ confirmed: true });
      }
    },
    'notification.confirmAll': async (db) => {
      await db.notifications.find({ selector: { confirmed: false } }).incrementalPatch({ confirmed: true });
    },
  },
  handlers: (context) => ({
    async confirmNotification(notificationId) {
      return (await context.account()).outbox.submit({
        kind: 'notification.confirm',
        method: 'PUT',
        path: apiPath('notification', { id: notificationId }),
        body: { confirmed: true },
        scope: notificationId,
      });
    },
    async confirmAllNotifications() {
      return (await context.account()).outbox.submit({
        kind: 'notification.confirmAll',
        method: 'POST',
        path: apiPath('notificationConfirmAll'),
        body: null,
        scope: 'all',
      });
    },
  }),
});
