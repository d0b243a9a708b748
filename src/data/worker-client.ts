/*
 * The UI's side of the data worker: the only UI module that imports comlink. Everything else in
 * the UI talks to the worker through `dataWorker()`, `watchLiveQuery()`, `watchTopic()` and
 * `onWorkerEvent()`.
 */
import { proxy, type Remote, wrap } from 'comlink';
import type { LiveQueries, LiveQueryKind, WorkerApi, WorkerEvent, WorkerEvents } from '../../workers/api';
import { type AccountToOpen, dataWorkerName } from '../lib/data-worker-name';

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
export function watchLiveQuery<K extends LiveQueryKind>(
  kind: K,
  params: LiveQueries[K]['params'],
  onResult: (result: LiveQueries[K]['result']) => void,
): () => void {
  const watchId = dataWorker().watchQuery(kind, params, proxy(onResult));
  return () => {
    void watchId.then((id) => dataWorker().unwatchQuery(id));
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
