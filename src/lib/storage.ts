import {
  PER_USER_CATEGORIES,
  STORAGE_CATEGORIES,
  type StorageCategory,
  type StoredValue,
  storageSchemas,
} from './storage-schema';

/**
 * Typed local storage with keys `{prefix}_storage_{type}` (SPEC section 3).
 *
 * The prefix is the signed-in user's uuid for per-user categories, `anon` for those categories
 * while signed out, and `shared` for device-wide categories (theme, layout, device id), which
 * must not change when someone signs in. Reads never throw: a missing, unparsable or invalid
 * value reads as its defaults. Writes never throw either: a full or blocked storage returns false.
 */

export const SHARED_PREFIX = 'shared';
export const ANONYMOUS_PREFIX = 'anon';

/** The part of the Web Storage API this module needs, so tests can pass a Map-backed fake. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function storageKey(category: StorageCategory, userUuid: string | null): string {
  const prefix = PER_USER_CATEGORIES.has(category) ? (userUuid ?? ANONYMOUS_PREFIX) : SHARED_PREFIX;
  return `${prefix}_storage_${category}`;
}

export interface AppStorage {
  read<C extends StorageCategory>(category: C): StoredValue<C>;
  /** Writing null (only darkmode allows it) removes the key. */
  write<C extends StorageCategory>(category: C, value: StoredValue<C>): boolean;
  update<C extends StorageCategory>(
    category: C,
    change: (current: StoredValue<C>) => StoredValue<C>,
  ): boolean;
  remove(category: StorageCategory): void;
  /** Called with the category after every change made here or announced by `handleExternalChange`. */
  subscribe(listener: (category: StorageCategory) => void): () => void;
  /** Feed `storage` events from other tabs here; keys of other users are ignored. */
  handleExternalChange(key: string | null): void;
  /** The user changed: per-user categories now point at other keys. */
  handleUserChange(): void;
}

/** Every reader falls back on what it does not expect, so unparsable JSON (read as undefined) yields the defaults. */
function parse(category: StorageCategory, raw: string | null): unknown {
  let json: unknown;
  try {
    json = raw === null ? undefined : JSON.parse(raw);
  } catch {
    json = undefined;
  }
  return storageSchemas[category](json);
}

export function createAppStorage(backend: StorageLike, getUserUuid: () => string | null): AppStorage {
  // Parsed values per key: stable identities for React's useSyncExternalStore, and no JSON
  // parsing on every render. Invalidated by every change that goes through this module.
  const cache = new Map<string, unknown>();
  const listeners = new Set<(category: StorageCategory) => void>();
  const keyOf = (category: StorageCategory) => storageKey(category, getUserUuid());

  const notify = (category: StorageCategory) => {
    for (const listener of listeners) listener(category);
  };

  const readRaw = (key: string): string | null => {
    try {
      return backend.getItem(key);
    } catch {
      return null;
    }
  };

  const storage: AppStorage = {
    read(category) {
      const key = keyOf(category);
      if (!cache.has(key)) cache.set(key, parse(category, readRaw(key)));
      // TypeScript cannot tie a generic category to its reader's output; the cache only ever
      // holds what that key's own reader produced, so the cast holds.
      return cache.get(key) as StoredValue<typeof category>;
    },
    write(category, value) {
      const key = keyOf(category);
      cache.delete(key);
      try {
        if (value === null) backend.removeItem(key);
        else backend.setItem(key, JSON.stringify(value));
        return true;
      } catch {
        return false;
      } finally {
        notify(category);
      }
    },
    update(category, change) {
      return storage.write(category, change(storage.read(category)));
    },
    remove(category) {
      const key = keyOf(category);
      cache.delete(key);
      try {
        backend.removeItem(key);
      } catch {
        // A blocked storage has nothing to remove.
      }
      notify(category);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handleExternalChange(key) {
      if (key === null) {
        // `localStorage.clear()` in another tab.
        cache.clear();
        for (const category of STORAGE_CATEGORIES) notify(category);
        return;
      }
      const category = STORAGE_CATEGORIES.find((c) => keyOf(c) === key);
      if (!category) return;
      cache.delete(key);
      notify(category);
    },
    handleUserChange() {
      for (const category of STORAGE_CATEGORIES) if (PER_USER_CATEGORIES.has(category)) notify(category);
    },
  };
  return storage;
}

/** A Map-backed StorageLike: tests, and browsers where localStorage is blocked. */
export function memoryStorage(): StorageLike {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
  };
}

/**
 * `window.localStorage`, or memory when it is missing or blocked: reading the property
 * itself throws a SecurityError in some privacy modes.
 */
export function browserStorage(): StorageLike {
  try {
    const local = globalThis.localStorage;
    const probe = '__storage_probe__';
    local.setItem(probe, probe);
    local.removeItem(probe);
    return local;
  } catch {
    return memoryStorage();
  }
}
