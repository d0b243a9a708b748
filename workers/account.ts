import type { RxStorage } from 'rxdb';
import { BehaviorSubject, distinctUntilChanged, map, type Subscription } from 'rxjs';
import { Block, Board, Health, LiveStation, Notice, Notification } from '../src/contract';
import { type C9Database, databaseName, openDatabase } from './db/database';
import { StoredPost } from './db/post-keys';
import type { EmitEvent, WorkerEvent } from './events';
import { createHttpClient, type HttpClient, HttpError } from './http/http-client';
import { createLeadership, type Leadership } from './leadership';
import { applySent } from './outbox/apply-sent';
import { createExclusive } from './outbox/exclusive';
import { createOutbox, type Outbox } from './outbox/outbox';
import { unreadCount$ } from './queries/observe';
import type { Author } from './queries/pending';
import { createSocketConnection, type SocketConnection } from './socket/socket-connection';
import type { CreateStomp } from './socket/stomp-client';
import { type CommentsSync, createCommentsSync } from './sync/comments-sync';
import { fetchPostIfMissing, loadPostWindows } from './sync/post-window';
import { resources } from './sync/resources';
import { pullAfter, revPull } from './sync/rev-pull';
import { replicateTable, type TableReplication } from './sync/table-replication';
import {
  type LiveAlerts,
  type Replications,
  routeLiveAlertTopic,
  routePostTopic,
  routeStandingTopics,
} from './sync/topic-routes';

/** What the worker (or a test) provides from its surroundings. */
export type AccountEnv = {
  origin: string;
  fetch: typeof fetch;
  storage: RxStorage<unknown, unknown>;
  multiInstance: boolean;
  locks: LockManager | undefined;
  createStomp: CreateStomp;
  /** Relays leader-only events to the other tabs of the same account. */
  openChannel?: (name: string) => BroadcastChannel;
  newId(): string;
  /** Wait after a failed pull or send before the next try. */
  retryTime: number;
  emit: EmitEvent;
};

export type AccountUser = Author;

type Runnable = { start(): Promise<void>; pause(): Promise<unknown>; cancel(): Promise<void> };

/** Rows per pull request; the server allows up to 1000. */
export const PULL_BATCH_SIZE = 200;

export type Account = {
  db: C9Database;
  /** Whose database this is; fixed for the account's life. */
  user: AccountUser | null;
  /** The nickname and picture shown on the member's unsent rows; a rename updates it in place. */
  author$: BehaviorSubject<AccountUser | null>;
  http: HttpClient;
  outbox: Outbox;
  comments: CommentsSync;
  leadership: Leadership;
  socket: SocketConnection;
  /**
   * Starts what reaches the network: the lead (and with it the replications, the socket and the
   * outbox retries) and the unread and outbox counts. Until then the account only answers queries.
   */
  start(): void;
  setVisible(visible: boolean): void;
  /** Sends what the outbox holds; when that fails, the leader tries again after `retryTime`. */
  flushOutbox(): Promise<void>;
  openPost(postId: string): Promise<void>;
  /** The 30 s live and notice refresh (SPEC section 4): pull both now. */
  refreshLive(): void;
  /** Subscribes or drops the live and notice topics as the member's settings say (signed in only). */
  setLiveAlerts(alerts: LiveAlerts): void;
  closePost(postId: string): void;
  close(): Promise<void>;
};

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
  const pullOptions = { batchSize: PULL_BATCH_SIZE, retryTime: env.retryTime };

  const boards = replicateTable<Board, { rev: number }>({
    collection: db.boards,
    identifier: 'boards',
    pull: revPull(http, resources.boards, Board),
    ...pullOptions,
  });
  const posts = replicateTable<StoredPost, { rev: number }>({
    collection: db.posts,
    identifier: 'posts',
    pull: (checkpoint, batchSize) =>
      checkpoint
        ? pullAfter(http, resources.posts, StoredPost, checkpoint.rev, batchSize)
        : loadPostWindows(http, db),
    ...pullOptions,
  });
  const comments = createCommentsSync(http, db, pullOptions);
  const notifications = user
    ? replicateTable<Notification, { rev: number }>({
        collection: db.notifications,
        identifier: 'notifications',
        pull: revPull(http, resources.notifications, Notification),
        ...pullOptions,
      })
    : undefined;
  const blocks = user
    ? replicateTable<Block, { rev: number }>({
        collection: db.blocks,
        identifier: 'blocks',
        pull: revPull(http, resources.blocks, Block),
        ...pullOptions,
      })
    : undefined;
  const liveStations = replicateTable<LiveStation, { rev: number }>({
    collection: db.liveStations,
    identifier: 'liveStations',
    pull: revPull(http, resources.liveStations, LiveStation),
    ...pullOptions,
  });
  const notices = replicateTable<Notice, { rev: number }>({
    collection: db.notices,
    identifier: 'notices',
    pull: revPull(http, resources.notices, Notice),
    ...pullOptions,
  });
  const replications: Replications = {
    boards,
    posts,
    comments: comments.replication,
    notifications,
    blocks,
    liveStations,
    notices,
  };
  const all: Array<Pick<TableReplication<never, unknown>, 'resync'> & { state: Runnable }> = [
    boards,
    posts,
    liveStations,
    notices,
    comments.replication,
    ...(notifications ? [notifications] : []),
    ...(blocks ? [blocks] : []),
  ];

  const outbox = createOutbox({
    collection: db.outbox,
    http,
    exclusive: createExclusive(`c9-outbox-${db.name}`, env.locks),
    onSent: (entry, body) => applySent(db, entry, body),
    newId: env.newId,
  });

  const socket = createSocketConnection({
    createStomp: env.createStomp,
    checkHealth: async () => {
      const result = await http.request('GET', '/api/actuator/health');
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

  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  async function flushOutbox() {
    clearTimeout(retryTimer);
    const done = await outbox.flush();
    if (!done && leadership.isLeader$.value) retryTimer = setTimeout(() => void flushOutbox(), env.retryTime);
  }

  const postTopics = new Map<string, () => void>();
  const unsubscribeTopics = routeStandingTopics(socket, replications, user?.uuid ?? null, shareEvent);
  const alertTopics = new Map<keyof LiveAlerts, () => void>();
  function setLiveAlerts(alerts: LiveAlerts) {
    for (const kind of ['live', 'notice'] as const) {
      const wanted = user !== null && alerts[kind];
      const unsubscribe = alertTopics.get(kind);
      if (wanted && !unsubscribe)
        alertTopics.set(kind, routeLiveAlertTopic(socket, kind, replications, shareEvent));
      if (!wanted && unsubscribe) {
        unsubscribe();
        alertTopics.delete(kind);
      }
    }
  }
  setLiveAlerts(options.alerts);

  let phase: 'opened' | 'started' | 'closed' = 'opened';
  let visible = false;
  let subscriptions: Subscription[] = [];
  function start() {
    if (phase !== 'opened') return;
    phase = 'started';
    subscriptions = [
      leadership.isLeader$.pipe(distinctUntilChanged()).subscribe((leader) => {
        socket.setLeader(leader);
        for (const { state } of all) void (leader ? state.start() : state.pause());
        if (leader) void flushOutbox();
      }),
      socket.status$.subscribe((status) => {
        if (leadership.isLeader$.value) shareEvent({ name: 'socketStatus', payload: status });
      }),
      // Whatever happened while the socket was down is only in the pulls.
      socket.connected$.subscribe(() => {
        for (const replication of all) replication.resync();
        void flushOutbox();
      }),
      unreadCount$(db)
        .pipe(distinctUntilChanged())
        .subscribe((count) => env.emit({ name: 'unreadCount', payload: count })),
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
    if (visible) leadership.claim();
  }

  return {
    db,
    user,
    author$: new BehaviorSubject(user),
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
    comments,
    leadership,
    socket,
    flushOutbox,
    start,
    setVisible(next) {
      visible = next;
      socket.setVisible(next);
      if (next && phase === 'started') leadership.claim();
    },
    refreshLive() {
      liveStations.resync();
      notices.resync();
    },
    setLiveAlerts,
    async openPost(postId) {
      comments.open(postId);
      if (!postTopics.has(postId)) postTopics.set(postId, routePostTopic(socket, postId, replications));
      try {
        await fetchPostIfMissing(http, db, postId);
        // A tab that does not replicate still shows the comments, without live updates.
        if (!leadership.isLeader$.value) await comments.pullOnce(postId);
      } catch (error) {
        // Offline, the post shows what is stored; the replication catches up when the network returns.
        if (!(error instanceof HttpError)) throw error;
      }
    },
    closePost(postId) {
      if (!comments.close(postId)) return;
      postTopics.get(postId)?.();
      postTopics.delete(postId);
    },
    async close() {
      phase = 'closed';
      clearTimeout(retryTimer);
      for (const subscription of subscriptions) subscription.unsubscribe();
      for (const unsubscribe of [...unsubscribeTopics, ...alertTopics.values(), ...postTopics.values()]) {
        unsubscribe();
      }
      leadership.close();
      socket.close();
      channel?.close();
      await Promise.all(all.map(({ state }) => state.cancel()));
      await db.close();
    },
  };
}
