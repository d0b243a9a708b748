import type { WriteOutcome } from '../outbox/outbox';
import { resources } from '../sync/resources';
import type { WorkerContext } from './context';

export type NotificationsHandlers = {
  confirmNotification(notificationId: string): Promise<WriteOutcome>;
  confirmAllNotifications(): Promise<WriteOutcome>;
};

export function notificationsHandlers(context: WorkerContext): NotificationsHandlers {
  return {
    async confirmNotification(notificationId) {
      return (await context.account()).outbox.submit({
        kind: 'notification.confirm',
        method: 'PUT',
        path: `${resources.notifications}/${encodeURIComponent(notificationId)}`,
        body: { confirmed: true },
        scope: notificationId,
      });
    },
    async confirmAllNotifications() {
      return (await context.account()).outbox.submit({
        kind: 'notification.confirmAll',
        method: 'POST',
        path: `${resources.notifications}/confirm-all`,
        body: null,
        scope: 'all',
      });
    },
  };
}
