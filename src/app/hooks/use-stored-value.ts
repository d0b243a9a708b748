import { useCallback, useSyncExternalStore } from 'react';
import { appStorage } from '../../data/http';
import type { StorageCategory, StoredValue } from '../../lib/storage-schema';

/** A local-storage category as React state: re-renders on writes here and in other tabs. */
export function useStoredValue<C extends StorageCategory>(category: C): StoredValue<C> {
  const subscribe = useCallback(
    (onChange: () => void) =>
      appStorage.subscribe((changed) => {
        if (changed === category) onChange();
      }),
    [category],
  );
  const read = useCallback(() => appStorage.read(category), [category]);
  return useSyncExternalStore(subscribe, read, read);
}
