import type { RxCollection } from 'rxdb';
import type { Observable } from 'rxjs';
import { combineLatest, map } from 'rxjs';
import { BlockInput } from '../../../src/contract/block';
import type { OutboxDoc } from '../../db/local-types';
import { outboxEntries$ } from '../../queries/pending';
import type { LocalBlock } from './types';

/** Users whose posts and comments are hidden, counting blocks and unblocks still in the outbox. */
export function blockedUserUuids$(db: {
  blocks: RxCollection<LocalBlock>;
  outbox: RxCollection<OutboxDoc>;
}): Observable<string[]> {
  return combineLatest([db.blocks.find().$, outboxEntries$(db, ['block.create', 'block.delete'])]).pipe(
    map(([blocks, entries]) => {
      const unblocking = new Set(entries.filter((e) => e.kind === 'block.delete').map((e) => e.scope));
      const uuids = new Set(blocks.filter((b) => !unblocking.has(b.id)).map((b) => b.userUuid));
      for (const entry of entries) {
        const input = BlockInput.safeParse(entry.body);
        if (entry.kind === 'block.create' && input.success) uuids.add(input.data.userUuid);
      }
      return [...uuids].sort();
    }),
  );
}
