import type { Notification } from '../../../src/contract/notification';

/** As stored: the server's tombstone becomes RxDB's own `_deleted`. */
export type LocalNotification = Omit<Notification, 'deleted'>;
