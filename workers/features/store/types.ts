import type { StoreItem } from '../../../src/contract/store';

/** As stored: the server's tombstone becomes RxDB's own `_deleted`. */
export type LocalStoreItem = Omit<StoreItem, 'deleted'>;
