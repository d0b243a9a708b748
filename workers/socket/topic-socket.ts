import type { Observable } from 'rxjs';

export type SocketStatus = 'CONNECTED' | 'CONNECTING' | 'DISCONNECTED';

/** What the sync code needs of the socket; tests hand in a fake. */
export type TopicSocket = {
  /** Kept across reconnects; the returned function ends the subscription. */
  subscribe(destination: string, onMessage: (body: unknown) => void): () => void;
  /** Emits after every (re)connect, once the subscriptions are made again. */
  readonly connected$: Observable<void>;
};
