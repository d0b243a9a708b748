import { useEffect, useSyncExternalStore } from 'react';

/**
 * A page whose title is only known after loading (a post's title) overrides its route's
 * `staticData.title` with `useDocumentTitle`. One override at a time: the page on screen.
 */
let override: string | null = null;
const listeners = new Set<() => void>();

const set = (value: string | null) => {
  override = value;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useTitleOverride = (): string | null =>
  useSyncExternalStore(
    subscribe,
    () => override,
    () => override,
  );

/** Sets the document title to "{title} - 씨나인" while the calling page is mounted. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    set(title);
    return () => {
      if (override === title) set(null);
    };
  }, [title]);
}
