import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload } from '../../../src/features/pwa/chunk-reload';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

describe('reloading for a missing chunk', () => {
  it('reloads once, not again within the guard time, and again after it', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, 1_000_000 + 500)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimChunkReload(storage, 1_000_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
  });

  it('does not trust a mark from the future (a clock set back)', () => {
    const storage = memoryStorage();
    storage.setItem('c9_chunk_reload_at', String(5_000_000));
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
  });
});
