import type { RxCollection } from 'rxdb';
import { type BehaviorSubject, map, type Observable } from 'rxjs';
import type { CollectionDefinition, CoreDocs } from '../db/collections';
import type { OutboxDoc, OutboxKind } from '../db/local-types';
import type { EventOf } from '../event-of';
import type { HttpClient } from '../http/http-client';
import type { Leadership } from '../leadership';
import type { Outbox } from '../outbox/outbox';
import type { Author } from '../queries/pending';
import type { TopicSocket } from '../socket/topic-socket';
import type { Runnable } from '../sync/table-replication';

/*
 * A feature's worker side, declared in its own folder (`features/<name>/index.ts`) and named once
 * in `features/index.ts`: its collections, what it runs per open account (pulls, topics), what it
 * does with a delivered write, its handlers and its events. The core (`account.ts`,
 * `worker-api.ts`, `db/database.ts`) iterates the list and knows no feature by name.
 */

/** The types a feature declares once; everything else about it is checked against them. */
export type FeatureTypes = {
  /** The stored document of each of its collections, by collection name. */
  docs: object;
  /** Its part of `WorkerApi`. */
  handlers: object;
  /** Its part of `WorkerEvents`. */
  events: object;
  /** Its live queries (`LiveQueries`): each kind's parameters and result. */
  queries: object;
  /** What it keeps per open account, for its handlers. */
  part: FeaturePart;
};

export type Collections<D> = { [K in keyof D]: RxCollection<D[K]> };
/** Other features' collections a feature reads in its queries (`reads` in its types). */
type ReadsOf<T> = T extends { reads: infer R } ? R : unknown;
export type FeatureDb<T extends FeatureTypes> = Collections<T['docs'] & CoreDocs & ReadsOf<T>>;

/** What a feature runs per open account. */
export type FeaturePart = {
  /** Pull replications: run on the leader, paused elsewhere, re-pulled after every reconnect. */
  replications?: Array<{ state: Runnable; resync(): void }>;
  /** Starts what waits for the page's first queries (see `Account.start`). */
  start?(): void;
  /** Drops its topic subscriptions and subscriptions of its own; the core cancels the replications. */
  close?(): void;
};

/** The member's switches the account follows (the live and notice alerts of SPEC section 4). */
export type AccountSettings = { alerts: LiveAlerts };
export type LiveAlerts = { live: boolean; notice: boolean };

/** What a feature sees of an open account. */
export type AccountScope<T extends FeatureTypes> = {
  /** Its own collections and the core's (meta, outbox). */
  db: FeatureDb<T>;
  /** Whose database this is; fixed for the account's life. */
  user: Author | null;
  http: HttpClient;
  socket: TopicSocket;
  outbox: Outbox;
  leadership: Leadership;
  settings$: BehaviorSubject<AccountSettings>;
  /** To this tab's pages: for what each tab reads from the shared database itself. */
  emit(event: EventOf<T['events']>): void;
  /** To the pages of every tab of the account: for what only the leader's socket hears. */
  share(event: EventOf<T['events']>): void;
  /** Rows per pull and the wait after a failed pull. */
  pullOptions: { batchSize: number; retryTime: number };
};

/** What a feature's handlers are given. */
export type FeatureContext<T extends FeatureTypes> = {
  /** This feature's view of the open account; a call made before one opens waits for it. */
  account(): Promise<FeatureAccount<T>>;
  /** The open account's view now, if one is open. */
  current(): FeatureAccount<T> | null;
  /** Every account that opens (null between them). */
  account$: Observable<FeatureAccount<T> | null>;
  newId(): string;
};
export type FeatureAccount<T extends FeatureTypes> = AccountScope<T> & { part: T['part'] };

/** Applies the server's answer to a delivered write of one kind, before it leaves the outbox. */
export type SentHandler<T extends FeatureTypes> = (
  db: FeatureDb<T>,
  entry: OutboxDoc,
  body: unknown,
) => Promise<unknown>;

/** What a live query reads: the database, and the member shown on their own unsent rows. */
export type QueryContext<T extends FeatureTypes> = { db: FeatureDb<T>; author: Author | null };
type Observer<T extends FeatureTypes, Q> = Q extends { params: infer P; result: infer R }
  ? (context: QueryContext<T>, params: P) => Observable<R>
  : never;

export type FeatureSpec<T extends FeatureTypes> = {
  collections: { [K in keyof T['docs']]: CollectionDefinition<T['docs'][K]> };
  /** Each live query's result now and after every change, from IndexedDB only. */
  queries: { [K in keyof T['queries']]: Observer<T, T['queries'][K]> };
  open(scope: AccountScope<T>): T['part'];
  sent?: Partial<Record<OutboxKind, SentHandler<T>>>;
  handlers(context: FeatureContext<T>): T['handlers'];
};

/** The core's handle on the open account, as the features' contexts read it. */
export type CoreContext = {
  account$: Observable<{ db: object } | null>;
  current(): { db: object } | null;
  account(): Promise<{ db: object }>;
  newId(): string;
};

export type WorkerFeature<T extends FeatureTypes> = Pick<
  FeatureSpec<T>,
  'collections' | 'queries' | 'open'
> & {
  /** Shows a delivered write of one of its kinds at once (other kinds pass through). */
  applySent(db: FeatureDb<T>, entry: OutboxDoc, body: unknown): Promise<void>;
  handlers(context: CoreContext): T['handlers'];
};

/**
 * Wraps a feature's spec so that its handlers find the part it opened for the current account
 * (kept per account database, so each account has its own).
 */
export function defineFeature<T extends FeatureTypes>(spec: FeatureSpec<T>): WorkerFeature<T> {
  const opened = new WeakMap<object, FeatureAccount<T>>();
  const viewOf = (account: { db: object } | null) => (account && opened.get(account.db)) || null;
  return {
    collections: spec.collections,
    queries: spec.queries,
    async applySent(db, entry, body) {
      await spec.sent?.[entry.kind]?.(db, entry, body);
    },
    open(scope) {
      const part = spec.open(scope);
      opened.set(scope.db, { ...scope, part });
      return part;
    },
    handlers(core) {
      return spec.handlers({
        async account() {
          const view = viewOf(await core.account());
          if (!view) throw new Error('계정이 열리는 중에 닫혔습니다.');
          return view;
        },
        current: () => viewOf(core.current()),
        account$: core.account$.pipe(map(viewOf)),
        newId: core.newId,
      });
    },
  };
}

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

type Types<F> = F extends WorkerFeature<infer T> ? T : never;
/** What the listed features add together, by kind (`docs`, `handlers`, `events` or `queries`). */
export type Combined<F extends readonly unknown[], K extends keyof FeatureTypes> = UnionToIntersection<
  Types<F[number]>[K]
>;
