import type { RxStorage } from 'rxdb';
import { BehaviorSubject, distinctUntilChanged, map, type Subscription, skip } from 'rxjs';
import { apiPath } from '../src/contract/api-paths';
import { Health } from '../src/contract/ops';
import { topics } from '../src/contract/topic-paths';
import { SessionEvent } from '../src/contract/topics';
import { type C9Database, databaseName, openDatabase } from './db/database';
import type { EmitEvent, WorkerEvent } from './events';
import { workerFeatures } from './features';
import type { AccountSettings, FeaturePart, LiveAlerts } from './features/feature';
import { createHttpClient, type HttpClient } from './http/http-client';
import { createLeadership, type Leadership } from './leadership';
import { createExclusive } from './outbox/exclusive';
import { createOutbox, type Outbox } from './outbox/outbox';
import type { Author } from './queries/pending';
import { followTopic } from './socket/follow-topic';
import { createSocketConnection, type SocketConnection } from './socket/socket-connection';
import type { CreateStomp } from './socket/stomp-client';
import { createTopicRelay, type TopicRelay } from './socket/topic-relay';
import { markStart } from './start-marks';

/** What the worker (or a test) provides from its surroundings. */
export type AccountEnv = {
  origin: string;
  fetch: typeof fetch;
  storage: RxStorage<unknown, unknown>;
  multiInstance: boolean;
  locks: LockManager | undefined;
  createStomp: CreateStomp;
  /** Relays leader-only events and followed topics between the tabs of the same account. */
  openChannel?: (name: string) => BroadcastChannel;
  newId(): string;
  /** Wait after a failed pull or send before the next try. */
  retryTime: number;
  emit: EmitEvent;
};

export type AccountUser = Author;

/** Rows per pull request; the server allows up to 1000. */
export const PULL_BATCH_SIZE = 200;

export type Account = {
  db: C9Database;
  /** Whose database this is; fixed for the account's life. */
  user: AccountUser | null;
  /** The nickname and picture shown on the member's unsent rows; a rename updates it in place. */
  author$: BehaviorSubject<AccountUser | null>;
  /** The member's switches; features follow them (the live and notice alerts). */
  settings$: BehaviorSubject<AccountSettings>;
  http: HttpClient;
  outbox: Outbox;
  leadership: Leadership;
  socket: SocketConnection;
  /** Topics the pages follow without a collection, through the leader's socket. */
  topics: TopicRelay;
  /**
   * Starts what reaches the network: the lead (and with it the replications, the socket and the
   * outbox retries) and the features' counts. Until then the account only answers queries.
   */
  start(): void;
  setVisible(visible: boolean): void;
  /** Sends what the outbox holds; when that fails, the leader tries again after `retryTime`. */
  flushOutbox(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens an account's database and the core around it (HTTP, outbox, socket, lead, topic relay),
 * then each listed feature's part (its pulls and topics). Nothing here waits for the network.
 */
export async function openAccount(
  env: AccountEnv,
  options: { user: AccountUser | null; deviceId: string; alerts: LiveAlerts },
): Promise<Account> {
  const { user } = options;
  const db = await openDatabase({
    name: databaseName(user?.uuid ?? null),
    storage: env.storage,
    multiInstance: env.multiInstance,
  });
  const http = createHttpClient({ origin: env.origin, deviceId: options.deviceId, fetch: env.fetch });

  const outbox = createOutbox({
    collection: db.outbox,
    http,
    exclusive: createExclusive(`c9-outbox-${db.name}`, env.locks),
    async onSent(entry, body) {
      for (const feature of workerFeatures) await feature.applySent(db, entry, body);
    },
    newId: env.newId,
  });

  const socket = createSocketConnection({
    createStomp: env.createStomp,
    checkHealth: async () => {
      const result = await http.request('GET', apiPath('health'));
      return result.ok && Health.safeParse(result.body).data?.status === 'UP';
    },
  });
  const leadership = createLeadership(`c9-leader-${db.name}`, env.locks);
  const channel = env.openChannel?.(`c9-events-${db.name}`);
  const shareEvent = (event: WorkerEvent) => {
    env.emit(event);
    channel?.postMessage(event);
  };
  if (channel) channel.onmessage = (message: MessageEvent<WorkerEvent>) => env.emit(message.data);
  const relay = createTopicRelay({
    socket,
    isLeader$: leadership.isLeader$,
    channel: env.openChannel?.(`c9-topics-${db.name}`),
    tab: env.newId(),
  });

  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  async function flushOutbox() {
    clearTimeout(retryTimer);
    const done = await outbox.flush();
    if (!done && leadership.isLeader$.value) retryTimer = setTimeout(() => void flushOutbox(), env.retryTime);
  }
  const account: Omit<Account, 'start' | 'setVisible' | 'close'> = {
    db,
    user,
    author$: new BehaviorSubject(user),
    settings$: new BehaviorSubject<AccountSettings>({ alerts: options.alerts }),
    http,
    outbox: {
      ...outbox,
      async submit(request) {
        const outcome = await outbox.submit(request);
        // A write made offline waits; without a retry only an `online` event in this worker or a
        // socket reconnect would send it, and neither comes when the socket outlived the outage.
        if (outcome.status === 'queued') {
          clearTimeout(retryTimer);
          retryTimer = setTimeout(() => void flushOutbox(), env.retryTime);
        }
        return outcome;
      },
    },
    leadership,
    socket,
    topics: relay,
    flushOutbox,
  };

  const unfollowSession = user
    ? followTopic(socket, topics.userSession(user.uuid), SessionEvent, (event) => {
        const reload = event.type === 'create' || event.type === 'update';
        shareEvent({ name: 'session', payload: reload ? 'reloadUser' : 'logout' });
      })
    : undefined;
  const scope = {
    ...account,
    emit: env.emit,
    share: shareEvent,
    pullOptions: { batchSize: PULL_BATCH_SIZE, retryTime: env.retryTime },
  };
  const parts: FeaturePart[] = workerFeatures.map((feature) => feature.open(scope));
  const replications = parts.flatMap((part) => part.replications ?? []);

  let phase: 'opened' | 'started' | 'closed' = 'opened';
  let visible = false;
  let subscriptions: Subscription[] = [];
  return {
    ...account,
    start() {
      if (phase !== 'opened') return;
      phase = 'started';
      markStart('sync');
      subscriptions = [
        leadership.isLeader$.pipe(distinctUntilChanged()).subscribe((leader) => {
          socket.setLeader(leader);
          for (const { state } of replications) void (leader ? state.start() : state.pause());
          if (leader) void flushOutbox();
        }),
        socket.status$.subscribe((status) => {
          if (leadership.isLeader$.value) shareEvent({ name: 'socketStatus', payload: status });
        }),
        socket.outdated$.subscribe(() => shareEvent({ name: 'socketOutdated', payload: true })),
        // Whatever happened while the socket was down is only in the pulls.
        socket.connected$.subscribe(() => {
          for (const replication of replications) replication.resync();
          void flushOutbox();
        }),
        // A session event sent while it was down (a role granted, a ban) is lost: the page checks again.
        ...(user
          ? [
              socket.connected$
                .pipe(skip(1))
                .subscribe(() => shareEvent({ name: 'session', payload: 'reloadUser' })),
            ]
          : []),
        db.outbox
          .find()
          .$.pipe(
            map((docs) => ({
              pending: docs.filter((d) => d.state === 'pending').length,
              failed: docs.filter((d) => d.state === 'failed').length,
            })),
            distinctUntilChanged((a, b) => a.pending === b.pending && a.failed === b.failed),
          )
          .subscribe((counts) => env.emit({ name: 'outbox', payload: counts })),
      ];
      for (const part of parts) part.start?.();
      if (visible) leadership.claim();
    },
    setVisible(next) {
      visible = next;
      socket.setVisible(next);
      if (next && phase === 'started') leadership.claim();
    },
    async close() {
      phase = 'closed';
      clearTimeout(retryTimer);
      for (const subscription of subscriptions) subscription.unsubscribe();
      unfollowSession?.();
      for (const part of parts) part.close?.();
      relay.close();
      leadership.close();
      socket.close();
      channel?.close();
      await Promise.all(replications.map(({ state }) => state.cancel()));
      await db.close();
    },
  };
}
