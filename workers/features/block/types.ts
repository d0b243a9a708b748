import type { Block } from '../../../src/contract/block';

/** As stored: the server's tombstone becomes RxDB's own `_deleted`. */
export type LocalBlock = Omit<Block, 'deleted'>;
