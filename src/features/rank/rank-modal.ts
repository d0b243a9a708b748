import { useSyncExternalStore } from 'react';

/** Whether the rank info modal (SPEC section 2 "Modal screens") is open; any page may open it. */
let open = false;
const listeners = new Set<() => void>();
const set = (next: boolean) => {
  open = next;
  for (const listener of listeners) listener();
};

export const openRankModal = () => set(true);
export const closeRankModal = () => set(false);
export const useRankModalOpen = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => open,
  );
