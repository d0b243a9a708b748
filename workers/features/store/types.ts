import type { StoreItem } from '../../../src/contract';

/** As stored: the server's tombstone becomes RxDB's own `_deleted`. */
export type LocalStoreItem = Omit<StoreItem, 'deleted'>;
