import type { RxCollection } from 'rxdb';
import type { Observable } from 'rxjs';
import { map } from 'rxjs';
import type { OutboxDoc, OutboxKind } from '../db/local-types';

/** The author shown on the signed-in user's own pending rows. */
export type Author = { uuid: string; nickname: string; profileUri: string };

/** The outbox's entries of some kinds, in the order they are sent. */
export function outboxEntries$(
  db: { outbox: RxCollection<OutboxDoc> },
  kinds: OutboxKind[],
): Observable<OutboxDoc[]> {
  return db.outbox
    .find({ selector: { kind: { $in: kinds } }, sort: [{ seq: 'asc' }] })
    .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON())));
}
