import { describe, expect, it, vi } from 'vitest';
import { createAppStorage, memoryStorage, type StorageLike, storageKey } from '../../src/lib/storage';
import { STORAGE_CATEGORIES } from '../../src/lib/storage-schema';

const UUID = '11111111-2222-3333-4444-555555555555';

function setup(uuid: string | null = UUID) {
  const backend = memoryStorage();
  let user = uuid;
  const storage = createAppStorage(backend, () => user);
  return { backend, storage, signIn: (next: string | null) => (user = next) };
}

describe('storageKey', () => {
  it('prefixes per-user categories with the uuid, or anon when signed out', () => {
    for (const category of [
      'notification',
      'user',
      'board',
      'event',
      'lottery',
      'store',
      'userBlock',
      'storage_token',
    ] as const) {
      expect(storageKey(category, UUID)).toBe(`${UUID}_storage_${category}`);
      expect(storageKey(category, null)).toBe(`anon_storage_${category}`);
    }
  });
  it('uses the shared prefix for device-wide categories', () => {
    expect(storageKey('darkmode', UUID)).toBe('shared_storage_darkmode');
    expect(storageKey('common', null)).toBe('shared_storage_common');
    expect(storageKey('vertical_sidebar', UUID)).toBe('shared_storage_vertical_sidebar');
  });
  it('covers every SPEC category', () => {
    expect(STORAGE_CATEGORIES).toHaveLength(23);
  });
});

describe('read', () => {
  it('returns defaults when nothing is stored', () => {
    const { storage } = setup();
    expect(storage.read('notification')).toEqual({
      notification: true,
      live: true,
      notice: true,
      appSettings: { enable: true },
    });
    expect(storage.read('darkmode')).toBeNull();
    expect(storage.read('common')).toMatchObject({
      miniSidebar: false,
      liveDrawer: null,
      horizontalLayout: true,
    });
    expect(storage.read('lottery')).toEqual({});
    expect(storage.read('live')).toEqual({});
  });
  it('falls back to defaults on unparsable JSON and on the wrong shape, without throwing', () => {
    const { backend, storage } = setup();
    backend.setItem('shared_storage_common', '{not json');
    backend.setItem('shared_storage_darkmode', '"dark"');
    backend.setItem(`${UUID}_storage_user`, '[1,2]');
    expect(storage.read('common').horizontalLayout).toBe(true);
    expect(storage.read('darkmode')).toBeNull();
    expect(storage.read('user')).toEqual({ afreecaAuthCheckTime: null });
  });
  it('keeps valid fields when only one is corrupt', () => {
    const { backend, storage } = setup();
    backend.setItem(
      'shared_storage_common',
      JSON.stringify({ deviceId: 'dev-1', miniSidebar: 'yes', helpPwaInstallCount: -2, liveDrawer: true }),
    );
    expect(storage.read('common')).toEqual({
      deviceId: 'dev-1',
      miniSidebar: false,
      liveDrawer: true,
      horizontalLayout: true,
      boxed: true,
      helpPwaInstallCount: 0,
      helpPwaInstallAt: null,
    });
  });
  it('drops lottery entries that are not times', () => {
    const { backend, storage } = setup();
    backend.setItem(`${UUID}_storage_lottery`, JSON.stringify({ a: 1700000000000, b: 'x' }));
    expect(storage.read('lottery')).toEqual({ a: 1700000000000 });
  });
  it('returns the same object until something changes (stable for React)', () => {
    const { storage } = setup();
    const first = storage.read('common');
    expect(storage.read('common')).toBe(first);
    storage.update('common', (c) => ({ ...c, miniSidebar: true }));
    expect(storage.read('common')).not.toBe(first);
    expect(storage.read('common').miniSidebar).toBe(true);
  });
  it('never throws when the backend does', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = createAppStorage(broken, () => null);
    expect(storage.read('popup')).toEqual({ humorEventAt: null, eventSoopVodAt: null });
    expect(storage.write('popup', { humorEventAt: 1, eventSoopVodAt: null })).toBe(false);
    expect(() => storage.remove('popup')).not.toThrow();
  });
});

describe('write', () => {
  it('stores JSON under the key of the current user', () => {
    const { backend, storage, signIn } = setup();
    storage.write('user', { afreecaAuthCheckTime: 42 });
    expect(backend.getItem(`${UUID}_storage_user`)).toBe('{"afreecaAuthCheckTime":42}');
    signIn(null);
    expect(storage.read('user')).toEqual({ afreecaAuthCheckTime: null });
    signIn(UUID);
    expect(storage.read('user')).toEqual({ afreecaAuthCheckTime: 42 });
  });
  it('removes the key when darkmode is written as null', () => {
    const { backend, storage } = setup();
    storage.write('darkmode', { initAt: 1, value: true });
    expect(backend.getItem('shared_storage_darkmode')).toBe('{"initAt":1,"value":true}');
    storage.write('darkmode', null);
    expect(backend.getItem('shared_storage_darkmode')).toBeNull();
  });
});

describe('change notifications', () => {
  it('tells subscribers about local writes and removals', () => {
    const { storage } = setup();
    const listener = vi.fn();
    const unsubscribe = storage.subscribe(listener);
    storage.write('popup', { humorEventAt: 1, eventSoopVodAt: null });
    storage.remove('popup');
    expect(listener.mock.calls).toEqual([['popup'], ['popup']]);
    unsubscribe();
    storage.remove('popup');
    expect(listener).toHaveBeenCalledTimes(2);
  });
  it('re-reads after another tab changed a key of this user, and ignores other users', () => {
    const { backend, storage } = setup();
    expect(storage.read('common').miniSidebar).toBe(false);
    const listener = vi.fn();
    storage.subscribe(listener);
    backend.setItem('shared_storage_common', JSON.stringify({ miniSidebar: true }));
    storage.handleExternalChange('shared_storage_common');
    expect(storage.read('common').miniSidebar).toBe(true);
    storage.handleExternalChange('someone-else_storage_user');
    expect(listener.mock.calls).toEqual([['common']]);
  });
  it('re-announces everything after a clear and the per-user categories after a user change', () => {
    const { storage } = setup();
    const listener = vi.fn();
    storage.subscribe(listener);
    storage.handleExternalChange(null);
    expect(listener).toHaveBeenCalledTimes(STORAGE_CATEGORIES.length);
    listener.mockClear();
    storage.handleUserChange();
    expect(listener.mock.calls.map(([c]) => c).sort()).toEqual([
      'board',
      'event',
      'lottery',
      'notification',
      'storage_token',
      'store',
      'user',
      'userBlock',
    ]);
  });
});
