import type { RxCollection, RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import { type RxReplicationState, replicateRxCollection } from 'rxdb/plugins/replication';
import { Subject } from 'rxjs';
import { freshRows } from './fresh-rows';

type Row = { id: string; rev: number; deleted: boolean };
type Local<T extends Row> = Omit<T, 'deleted'>;

export type PullPage<T, C> = { rows: T[]; checkpoint: C };

/** The part of a replication the account starts on the leader, pauses elsewhere and cancels at close. */
export type Runnable = { start(): Promise<void>; pause(): Promise<unknown>; cancel(): Promise<void> };

export type TableReplicationOptions<T extends Row, C> = {
  collection: RxCollection<Local<T>>;
  /** Stable per resource: RxDB keeps the checkpoint under it, so a restart resumes. */
  identifier: string;
  /** One page after the checkpoint (undefined on the very first pull). */
  pull: (checkpoint: C | undefined, batchSize: number) => Promise<PullPage<T, C>>;
  batchSize: number;
  /** How long a failed pull waits before RxDB tries again. */
  retryTime: number;
};

export type TableReplication<T extends Row, C> = {
  state: RxReplicationState<Local<T>, C>;
  /** Rows a socket message carried. */
  receive(rows: T[]): Promise<void>;
  /** The socket reconnected or the server said "re-pull": fetch everything after the checkpoint. */
  resync(): void;
};

/**
 * A pull-only RxDB replication of one `{base}/table` resource (writes go over REST through the
 * outbox). Socket messages do not move the checkpoint: only pulls do, so a RESYNC after a gap
 * always starts from a point the server's rev order vouches for.
 */
/** The server's tombstone flag becomes RxDB's own, so deleted rows drop out of local queries. */
function toRxRow<T extends Row>({ deleted, ...rest }: T): WithDeleted<Local<T>> {
  return { ...rest, _deleted: deleted };
}

export function replicateTable<T extends Row, C>(
  options: TableReplicationOptions<T, C>,
): TableReplication<T, C> {
  const stream$ = new Subject<RxReplicationPullStreamItem<Local<T>, C>>();
  let lastCheckpoint: C | undefined;

  const state = replicateRxCollection<Local<T>, C>({
    collection: options.collection,
    replicationIdentifier: options.identifier,
    live: true,
    autoStart: false,
    // The worker runs its own election (leadership.ts) and starts or pauses the replication.
    waitForLeadership: false,
    toggleOnDocumentVisible: false,
    retryTime: options.retryTime,
    pull: {
      batchSize: options.batchSize,
      stream$: stream$.asObservable(),
      async handler(checkpoint, batchSize) {
        const page = await options.pull(checkpoint, batchSize);
        lastCheckpoint = page.checkpoint;
        return { documents: page.rows.map(toRxRow), checkpoint: page.checkpoint };
      },
    },
  });
  state.error$.subscribe(() => {
    // Failed pulls are retried after `retryTime`; nothing to do here but keep RxDB from logging.
  });

  return {
    state,
    async receive(rows) {
      // Before the first pull there is no checkpoint to attach; that pull will bring the rows anyway.
      if (lastCheckpoint === undefined) return stream$.next('RESYNC');
      const fresh = await freshRows(options.collection, rows);
      if (fresh.length === 0) return;
      stream$.next({ documents: fresh.map(toRxRow), checkpoint: lastCheckpoint });
    },
    resync() {
      stream$.next('RESYNC');
    },
  };
}
