import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';

/** Whether a navigation went on to a later history entry (or a new one) or back to an earlier one. */
export type NavigationDirection = 'forward' | 'back';

/** Each history entry carries its position; moving to a lower one is going back. */
export const navigationDirection = (fromIndex: number | undefined, toIndex: number): NavigationDirection =>
  fromIndex !== undefined && toIndex < fromIndex ? 'back' : 'forward';

const indexOf = (location: ParsedLocation) => location.state.__TSR_index;

let current: NavigationDirection = 'forward';
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Tags every navigation as it starts, before its page renders, so the page reads the right tag
 * on its first render. Compared with the page shown last: a redirect keeps its navigation's tag.
 */
export function trackNavigationDirection(router: AnyRouter): () => void {
  return router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation }) => {
    const next = navigationDirection(fromLocation && indexOf(fromLocation), indexOf(toLocation));
    if (next === current) return;
    current = next;
    for (const listener of listeners) listener();
  });
}

/** The latest navigation's direction, for pages that animate or decide by it. */
export const useNavigationDirection = (): NavigationDirection =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
