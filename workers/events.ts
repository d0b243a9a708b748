import type { EventOf } from './event-of';
import type { FeatureEvents } from './features';
import type { SocketStatus } from './socket/topic-socket';

/** What the core pushes: the socket, the session and the outbox. */
export type CoreEvents = {
  socketStatus: SocketStatus;
  /** SPEC section 4: a session create/update reloads the user and boards; anything else logs out. */
  session: 'reloadUser' | 'logout';
  outbox: { pending: number; failed: number };
  /** The broker speaks a newer message protocol than this build: the page must reload. */
  socketOutdated: true;
};

/** Everything the worker pushes to the UI without being asked, by name; features add theirs. */
export type WorkerEvents = CoreEvents & FeatureEvents;

export type WorkerEvent = EventOf<WorkerEvents>;

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
