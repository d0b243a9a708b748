import type { LiveEvent, NoticeEvent, NotificationEvent } from '../src/contract';
import type { SocketStatus } from './socket/topic-socket';

/** Everything the worker pushes to the UI without being asked, by name. */
export type WorkerEvents = {
  socketStatus: SocketStatus;
  /** SPEC section 4: a session create/update reloads the user and boards; anything else logs out. */
  session: 'reloadUser' | 'logout';
  /** As the server sent it, for the toast; the unread count follows separately. */
  notification: NotificationEvent;
  unreadCount: number;
  /** A crew station changed (for the live toast: the UI compares with what it showed). */
  live: LiveEvent;
  /** A new or edited station notice (for the notice toast). */
  notice: NoticeEvent;
  outbox: { pending: number; failed: number };
};

export type WorkerEvent = {
  [K in keyof WorkerEvents]: { name: K; payload: WorkerEvents[K] };
}[keyof WorkerEvents];

export type EmitEvent = (event: WorkerEvent) => void;

export type EventHub = {
  emit: EmitEvent;
  subscribe(listener: (event: WorkerEvent) => void, onRemove: () => void): number;
  unsubscribe(id: number): void;
};

export function createEventHub(): EventHub {
  const listeners = new Map<number, { listener: (event: WorkerEvent) => void; onRemove: () => void }>();
  let nextId = 1;
  return {
    emit(event) {
      for (const { listener } of listeners.values()) listener(event);
    },
    subscribe(listener, onRemove) {
      const id = nextId++;
      listeners.set(id, { listener, onRemove });
      return id;
    },
    unsubscribe(id) {
      listeners.get(id)?.onRemove();
      listeners.delete(id);
    },
  };
}
