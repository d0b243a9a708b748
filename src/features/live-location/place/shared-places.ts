import { type LiveLocation, LiveLocationEvent, topics } from '../../../contract';
import { watchTopic } from '../../../data/worker-client';
import { liveLocationApi } from '../live-location-api';

/**
 * The places the crew shares, for every live card at once: one list read and one topic however
 * many cards show. The list is read again each time a first card appears (a page of live cards
 * opened anew), so a change missed while none was shown is caught up.
 */
let places = new Map<string, LiveLocation>();
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

const changed = (next: Map<string, LiveLocation>) => {
  places = next;
  for (const listener of listeners) listener();
};

function apply(body: unknown) {
  const event = LiveLocationEvent.safeParse(body);
  if (!event.success) return;
  const next = new Map(places);
  if (event.data.location) next.set(event.data.userId, event.data.location);
  else next.delete(event.data.userId);
  changed(next);
}

function start() {
  stopWatching = watchTopic(topics.liveLocation, apply);
  // Offline or failing, the cards simply show no place: it is an extra, never worth an alert.
  void liveLocationApi
    .list(true)
    .then(({ locations }) => changed(new Map(locations.map((location) => [location.userId, location]))))
    .catch(() => undefined);
}

export function subscribePlaces(listener: () => void): () => void {
  if (listeners.size === 0) start();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatching?.();
    stopWatching = undefined;
  };
}

export const placeOf = (userId: string): LiveLocation | undefined => places.get(userId);
