import type { BehaviorSubject, Subscription } from 'rxjs';
import type { TopicSocket } from './topic-socket';

/**
 * What the tabs of one account say to each other about followed topics. Each tab announces the
 * whole set it wants (never a change), so a message missed while the lead moves is made good by
 * the next one: a new leader asks every tab again.
 */
type RelayMessage =
  | { type: 'want'; tab: string; destinations: string[] }
  | { type: 'ask' }
  | { type: 'message'; destination: string; body: unknown };

export type TopicRelay = {
  /** Follows a topic until the returned function is called; kept across reconnects and lead changes. */
  watch(destination: string, onMessage: (body: unknown) => void): () => void;
  close(): void;
};

export type TopicRelayOptions = {
  socket: TopicSocket;
  isLeader$: BehaviorSubject<boolean>;
  /** The account's tabs; without one (tests, one tab) the relay only uses this tab's socket. */
  channel?: BroadcastChannel;
  /** This tab's id among the account's tabs. */
  tab: string;
};

/**
 * Topics followed without a collection (match, draw and counter pages). Only the leader holds the
 * socket, so every tab subscribes on its own socket (live once it leads) and the leader also
 * subscribes what the other tabs want, passing on what arrives. The broker checks each subscription
 * as it would any other: a follower cannot reach a topic its own socket could not. A tab that ends
 * without closing its account (a crash) stays counted until the lead moves.
 */
export function createTopicRelay({ socket, isLeader$, channel, tab }: TopicRelayOptions): TopicRelay {
  const local = new Map<string, { handlers: Set<(body: unknown) => void>; unsubscribe: () => void }>();
  const wantedBy = new Map<string, Set<string>>();
  const relayed = new Map<string, () => void>();

  const post = (message: RelayMessage) => channel?.postMessage(message);
  const announce = () => post({ type: 'want', tab, destinations: [...local.keys()] });

  /** The leader follows what any other tab wants; a follower follows nothing for others. */
  function relayWanted() {
    const wanted = new Set(isLeader$.value ? [...wantedBy.values()].flatMap((set) => [...set]) : []);
    for (const [destination, unsubscribe] of relayed) {
      if (wanted.has(destination)) continue;
      unsubscribe();
      relayed.delete(destination);
    }
    for (const destination of wanted) {
      if (relayed.has(destination)) continue;
      relayed.set(
        destination,
        socket.subscribe(destination, (body) => post({ type: 'message', destination, body })),
      );
    }
  }

  function deliver(destination: string, body: unknown) {
    for (const handler of local.get(destination)?.handlers ?? []) handler(body);
  }

  if (channel) {
    channel.onmessage = ({ data }: MessageEvent<RelayMessage>) => {
      if (data.type === 'ask') return announce();
      if (data.type === 'want') {
        wantedBy.set(data.tab, new Set(data.destinations));
        return relayWanted();
      }
      // The leader hears its topics on its own socket.
      if (!isLeader$.value) deliver(data.destination, data.body);
    };
  }
  const leading: Subscription = isLeader$.subscribe((leader) => {
    relayWanted();
    if (leader) post({ type: 'ask' });
  });

  return {
    watch(destination, onMessage) {
      let topic = local.get(destination);
      if (!topic) {
        topic = {
          handlers: new Set(),
          unsubscribe: socket.subscribe(destination, (body) => deliver(destination, body)),
        };
        local.set(destination, topic);
        announce();
      }
      topic.handlers.add(onMessage);
      const own = topic;
      return () => {
        own.handlers.delete(onMessage);
        if (own.handlers.size > 0 || local.get(destination) !== own) return;
        own.unsubscribe();
        local.delete(destination);
        announce();
      };
    },
    close() {
      leading.unsubscribe();
      for (const { unsubscribe } of local.values()) unsubscribe();
      local.clear();
      announce();
      for (const unsubscribe of relayed.values()) unsubscribe();
      relayed.clear();
      channel?.close();
    },
  };
}
