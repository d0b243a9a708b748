/*
 * The UI's side of the data worker: the only UI module that imports comlink. Everything else in
 * the UI talks to the worker through `dataWorker()`, `watchLiveQuery()`, `watchTopic()` and
 * `onWorkerEvent()`.
 */
import { proxy, type Remote, wrap } from 'comlink';
import type { LiveQueries, LiveQueryKind, WorkerApi, WorkerEvent, WorkerEvents } from '../../workers/api';
import { type AccountToOpen, dataWorkerName } from '../lib/data-worker-name';
import { liveQueryKey } from '../lib/query-snapshots';
import { session } from './http';

let remote: Remote<WorkerApi> | undefined;
let planned: AccountToOpen | undefined;

type EventOf<K extends keyof WorkerEvents> = Extract<WorkerEvent, { name: K }>;
const isEvent = <K extends keyof WorkerEvents>(event: WorkerEvent, name: K): event is EventOf<K> =>
  event.name === name;

/** The tab's data worker, started on first use (with the planned start, if any). */
export function dataWorker(): Remote<WorkerApi> {
  return startDataWorker(planned);
}

/** The account the worker opens first when something first needs it (see `startDataWorker`). */
export function planDataWorker(account: AccountToOpen): void {
  planned = account;
}

/**
 * Starts the tab's data worker now (once). `account`: the account it opens as soon as its code has
 * run, before any call reaches it (see `dataWorkerName`).
 */
export function startDataWorker(account?: AccountToOpen): Remote<WorkerApi> {
  remote ??= wrap<WorkerApi>(
    new Worker(new URL('../../workers/data.worker.ts', import.meta.url), {
      type: 'module',
      name: dataWorkerName(account),
    }),
  );
  return remote;
}

/** Follows a worker-side query; the returned function stops it and frees its callback proxy. */
interface SharedQuery {
  listeners: Set<(result: unknown) => void>;
  /**
   * The latest answer, for a view that joins after it came, with the account signed in when it
   * came: after a logout or another login it is never handed on (the worker's next answer, from
   * the new account's database, is what that view waits for).
   */
  latest?: { result: unknown; account: string | null };
  stop(): void;
  /** A pending stop: set while no view watches, cleared when one comes back in time. */
  lingering?: ReturnType<typeof setTimeout>;
}

const sharedQueries = new Map<string, SharedQuery>();

const signedInAccount = () => session.getSnapshot().user?.uuid ?? null;

/**
 * How long a query nobody watches stays open. A list that changes its rows (a filter, the next
 * page) unmounts one row's views and mounts the next row's in the same moment: a query they
 * share must not be closed and opened again in between.
 */
const LINGER_MS = 2_000;

/**
 * Calls `onResult` with each result of a worker query until the returned stop is called. Views
 * asking the same query (the same kind and parameters: every row's badge asks for the member's
 * own point totals) share one worker watch; one that joins late gets the latest answer at once.
 */
export function watchLiveQuery<K extends LiveQueryKind>(
  kind: K,
  params: LiveQueries[K]['params'],
  onResult: (result: LiveQueries[K]['result']) => void,
): () => void {
  const key = liveQueryKey(kind, params);
  let query = sharedQueries.get(key);
  if (!query) {
    const listeners = new Set<(result: unknown) => void>();
    const opened: SharedQuery = { listeners, stop: () => undefined };
    const watchId = dataWorker().watchQuery(
      kind,
      params,
      proxy((result: LiveQueries[K]['result']) => {
        opened.latest = { result, account: signedInAccount() };
        for (const listener of listeners) listener(result);
      }),
    );
    opened.stop = () => void watchId.then((id) => dataWorker().unwatchQuery(id));
    query = opened;
    sharedQueries.set(key, query);
  }
  const shared = query;
  clearTimeout(shared.lingering);
  shared.lingering = undefined;
  const listener = onResult as (result: unknown) => void;
  shared.listeners.add(listener);
  // As a worker answer would: after this call, never during it.
  if (shared.latest && shared.latest.account === signedInAccount()) {
    const { result } = shared.latest;
    queueMicrotask(() => shared.listeners.has(listener) && listener(result));
  }
  return () => {
    shared.listeners.delete(listener);
    if (shared.listeners.size > 0) return;
    shared.lingering = setTimeout(() => {
      if (shared.listeners.size > 0) return;
      sharedQueries.delete(key);
      shared.stop();
    }, LINGER_MS);
  };
}

/**
 * Follows a STOMP topic through the worker's socket (the leader tab's, for the other tabs); the
 * returned function stops it and frees its callback proxy.
 */
export function watchTopic(destination: string, onMessage: (body: unknown) => void): () => void {
  const watchId = dataWorker().watchTopic(destination, proxy(onMessage));
  return () => {
    void watchId.then((id) => dataWorker().unwatchTopic(id));
  };
}

/** Listens to one kind of worker event (`event.payload`); the returned function stops listening. */
export function onWorkerEvent<K extends keyof WorkerEvents>(
  name: K,
  handler: (event: EventOf<K>) => void,
): () => void {
  const listener = (event: WorkerEvent) => {
    if (isEvent(event, name)) handler(event);
  };
  const subscriptionId = dataWorker().subscribeEvents(proxy(listener));
  return () => {
    void subscriptionId.then((id) => dataWorker().unsubscribeEvents(id));
  };
}
