import { BehaviorSubject, Subject } from 'rxjs';
import { OUTDATED_CLOSE_CODE } from '../../src/contract/topic-paths';
import { socketRetryDelay } from '../../src/lib/socket-timing';
import type { CreateStomp, StompLike } from './stomp-client';
import type { SocketStatus, TopicSocket } from './topic-socket';

export type SocketConnectionOptions = {
  createStomp: CreateStomp;
  /** The server's health check (`apiPath('health')`); the socket connects only after it succeeds. */
  checkHealth: () => Promise<boolean>;
  now?: () => number;
};

export type SocketConnection = TopicSocket & {
  readonly status$: BehaviorSubject<SocketStatus>;
  /** Emits once the broker refused this build's message protocol: it stops trying until a reload. */
  readonly outdated$: Subject<void>;
  /** SPEC section 4: connect only while the tab is visible. A live connection survives hiding. */
  setVisible(visible: boolean): void;
  /** Only the replicating tab holds a socket. */
  setLeader(leader: boolean): void;
  close(): void;
};

type Topic = { handlers: Set<(body: unknown) => void>; stomp?: { unsubscribe(): void } };

/**
 * The socket as a small state machine: DISCONNECTED → (visible, leader, health ok) → CONNECTING →
 * CONNECTED; a close schedules the retry `socketRetryDelay` picks, which runs once the tab is visible.
 */
export function createSocketConnection(options: SocketConnectionOptions): SocketConnection {
  const now = options.now ?? Date.now;
  const status$ = new BehaviorSubject<SocketStatus>('DISCONNECTED');
  const connected$ = new Subject<void>();
  const outdated$ = new Subject<void>();
  const topics = new Map<string, Topic>();
  let visible = false;
  let leader = false;
  let closed = false;
  let outdated = false;
  let client: StompLike | undefined;
  let connectedAt: number | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const wanted = () => visible && leader && !closed && !outdated;

  function stompSubscribe(destination: string, topic: Topic) {
    topic.stomp = client?.subscribe(destination, (message) => {
      let body: unknown;
      try {
        body = JSON.parse(message.body);
      } catch {
        return;
      }
      for (const handler of topic.handlers) handler(body);
    });
  }

  async function connect() {
    if (!wanted() || status$.value !== 'DISCONNECTED' || retryTimer) return;
    status$.next('CONNECTING');
    const healthy = await options.checkHealth().catch(() => false);
    if (!wanted()) return status$.next('DISCONNECTED');
    if (!healthy) return disconnected(null);
    const current: StompLike = options.createStomp({
      onConnect: () => {
        if (client !== current) return;
        connectedAt = now();
        attempt = 0;
        status$.next('CONNECTED');
        for (const [destination, topic] of topics) stompSubscribe(destination, topic);
        connected$.next();
      },
      onClose: (code) => {
        if (client !== current) return;
        client = undefined;
        if (code === OUTDATED_CLOSE_CODE) {
          outdated = true;
          outdated$.next();
        }
        disconnected(connectedAt === null ? null : now() - connectedAt);
      },
    });
    client = current;
    current.activate();
  }

  function disconnected(lastConnectionMs: number | null) {
    connectedAt = null;
    // Subscriptions die with their connection; `connect` makes them again.
    for (const topic of topics.values()) topic.stomp = undefined;
    status$.next('DISCONNECTED');
    if (!leader || closed || outdated) return;
    const delay = socketRetryDelay({ attempt, lastConnectionMs });
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
  }

  function drop() {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    const current = client;
    client = undefined;
    connectedAt = null;
    attempt = 0;
    for (const topic of topics.values()) topic.stomp = undefined;
    current?.deactivate();
    status$.next('DISCONNECTED');
  }

  return {
    status$,
    outdated$,
    connected$: connected$.asObservable(),
    subscribe(destination, onMessage) {
      let topic = topics.get(destination);
      if (!topic) {
        topic = { handlers: new Set() };
        topics.set(destination, topic);
        if (status$.value === 'CONNECTED') stompSubscribe(destination, topic);
      }
      topic.handlers.add(onMessage);
      const own = topic;
      return () => {
        own.handlers.delete(onMessage);
        if (own.handlers.size > 0) return;
        own.stomp?.unsubscribe();
        topics.delete(destination);
      };
    },
    setVisible(next) {
      visible = next;
      void connect();
    },
    setLeader(next) {
      leader = next;
      if (next) void connect();
      else drop();
    },
    close() {
      closed = true;
      drop();
      status$.complete();
      connected$.complete();
      outdated$.complete();
    },
  };
}
