import type { LiveStation, Notice } from '../../../src/contract/soop';

/** As stored: the server's tombstone becomes RxDB's own `_deleted`. */
export type LocalLiveStation = Omit<LiveStation, 'deleted'>;
export type LocalNotice = Omit<Notice, 'deleted'>;
