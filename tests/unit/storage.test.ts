import { describe, expect, it, vi } from 'vitest';
import { createAppStorage, memoryStorage, type StorageLike, storageKey } from '../../src/lib/storage';
import { STORAGE_CATEGORIES, type StorageCategory } from '../../src/lib/storage-schema';

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
  it("covers every SPEC category, plus the server's services kept for the first paint", () => {
    expect(STORAGE_CATEGORIES).toHaveLength(24);
    expect(STORAGE_CATEGORIES.at(-1)).toBe('services');
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

describe('read, category by category', () => {
  const DEFAULTS = {
    version: { version: null },
    timeline: { seenAt: null },
    notification: { notification: true, live: true, notice: true, appSettings: { enable: true } },
    user: { afreecaAuthCheckTime: null },
    darkmode: null,
    common: {
      deviceId: null,
      miniSidebar: false,
      liveDrawer: null,
      horizontalLayout: true,
      boxed: true,
      helpPwaInstallCount: 0,
      helpPwaInstallAt: null,
    },
    popup: { humorEventAt: null, eventSoopVodAt: null },
    lottery: {},
    services: {
      demo: null,
      soop: null,
      soopChat: null,
      bnet: null,
      naver: null,
      kakao: null,
      afreecatv: null,
      soopSimulatorHere: false,
    },
  } as const;
  const LOOSE = STORAGE_CATEGORIES.filter((c) => !(c in DEFAULTS));

  /** Stores `raw` under the category's key (signed in) and reads it back. */
  function readStored<C extends StorageCategory>(category: C, raw: string) {
    const { backend, storage } = setup();
    backend.setItem(storageKey(category, UUID), raw);
    return storage.read(category);
  }
  const readJson = <C extends StorageCategory>(category: C, value: unknown) =>
    readStored(category, JSON.stringify(value));

  it('reads every category as its defaults when the JSON is not an object or does not parse', () => {
    expect(LOOSE).toHaveLength(STORAGE_CATEGORIES.length - Object.keys(DEFAULTS).length);
    for (const raw of ['{not json', '"text"', '42', 'true', 'null', '[]', '[{"seenAt":1}]']) {
      for (const category of STORAGE_CATEGORIES) {
        const expected = category in DEFAULTS ? DEFAULTS[category as keyof typeof DEFAULTS] : {};
        expect(readStored(category, raw), `${category} ${raw}`).toEqual(expected);
      }
    }
  });

  it('drops unknown keys, keeping only the known fields', () => {
    const extra = { nested: true };
    expect(readJson('version', { version: '1.2.3', extra })).toStrictEqual({ version: '1.2.3' });
    expect(readJson('timeline', { seenAt: 5, extra })).toStrictEqual({ seenAt: 5 });
    expect(readJson('user', { afreecaAuthCheckTime: 7, extra })).toStrictEqual({ afreecaAuthCheckTime: 7 });
    expect(readJson('popup', { humorEventAt: 1, eventSoopVodAt: 2, extra })).toStrictEqual({
      humorEventAt: 1,
      eventSoopVodAt: 2,
    });
    expect(
      readJson('notification', { live: false, extra, appSettings: { enable: false, extra } }),
    ).toStrictEqual({ notification: true, live: false, notice: true, appSettings: { enable: false } });
    expect(readJson('darkmode', { initAt: 1, value: true, extra })).toStrictEqual({ initAt: 1, value: true });
    expect(readJson('common', { boxed: false, extra })).toStrictEqual({ ...DEFAULTS.common, boxed: false });
  });

  it('notification: each flag and the app settings fall back alone', () => {
    expect(
      readJson('notification', {
        notification: 'on',
        live: false,
        notice: false,
        appSettings: { enable: false },
      }),
    ).toEqual({ notification: true, live: false, notice: false, appSettings: { enable: false } });
    expect(readJson('notification', { notification: false, live: 0, notice: null })).toEqual({
      ...DEFAULTS.notification,
      notification: false,
    });
    for (const appSettings of [true, 'x', [false], null]) {
      expect(readJson('notification', { live: false, appSettings })).toEqual({
        ...DEFAULTS.notification,
        live: false,
      });
    }
    expect(readJson('notification', { appSettings: { enable: 'no' } }).appSettings).toEqual({ enable: true });
  });

  it('user, popup, timeline: a timestamp that is not a number reads as null', () => {
    expect(readJson('user', { afreecaAuthCheckTime: '2024-01-01' })).toEqual({ afreecaAuthCheckTime: null });
    expect(readJson('popup', { humorEventAt: 3, eventSoopVodAt: '3' })).toEqual({
      humorEventAt: 3,
      eventSoopVodAt: null,
    });
    expect(readJson('popup', { humorEventAt: true, eventSoopVodAt: 4 })).toEqual({
      humorEventAt: null,
      eventSoopVodAt: 4,
    });
    expect(readJson('timeline', { seenAt: {} })).toEqual({ seenAt: null });
    // JSON.parse reads 1e999 as Infinity, which is no time.
    expect(readStored('timeline', '{"seenAt":1e999}')).toEqual({ seenAt: null });
  });

  it('version: a string or null', () => {
    expect(readJson('version', { version: '2.0.0' })).toEqual({ version: '2.0.0' });
    expect(readJson('version', { version: '' })).toEqual({ version: '' });
    expect(readJson('version', { version: 2 })).toEqual({ version: null });
  });

  it('darkmode: the whole choice or none, never a part of one', () => {
    expect(readJson('darkmode', { initAt: 1700000000000, value: false })).toEqual({
      initAt: 1700000000000,
      value: false,
    });
    for (const broken of [
      { initAt: 1, value: 'dark' },
      { initAt: '1', value: true },
      { value: true },
      { initAt: 1 },
      {},
    ]) {
      expect(readJson('darkmode', broken), JSON.stringify(broken)).toBeNull();
    }
  });

  it('common: each field falls back alone', () => {
    const full = {
      deviceId: 'dev-1',
      miniSidebar: true,
      liveDrawer: false,
      horizontalLayout: false,
      boxed: false,
      helpPwaInstallCount: 3,
      helpPwaInstallAt: 1700000000000,
    };
    expect(readJson('common', full)).toEqual(full);
    const corrupt: Record<keyof typeof full, unknown[]> = {
      deviceId: ['', 5, true],
      miniSidebar: ['true', 1, null],
      liveDrawer: ['false', 0],
      horizontalLayout: ['yes', null],
      boxed: [0, 'true'],
      helpPwaInstallCount: [-1, 1.5, '3', null, 2 ** 60],
      helpPwaInstallAt: ['now', false],
    };
    for (const [field, values] of Object.entries(corrupt)) {
      for (const value of values) {
        expect(readJson('common', { ...full, [field]: value }), `${field} ${JSON.stringify(value)}`).toEqual({
          ...full,
          [field]: DEFAULTS.common[field as keyof typeof full],
        });
      }
    }
    expect(readJson('common', { ...full, liveDrawer: null })).toEqual({ ...full, liveDrawer: null });
    expect(readJson('common', { ...full, deviceId: null })).toEqual({ ...full, deviceId: null });
    expect(readJson('common', { ...full, helpPwaInstallCount: 0 }).helpPwaInstallCount).toBe(0);
  });

  it('lottery: keeps the times and drops every other entry', () => {
    expect(readJson('lottery', { a: 1, b: 'x', c: null, d: true, e: { t: 1 }, f: [2], g: 0 })).toStrictEqual({
      a: 1,
      g: 0,
    });
  });

  it('loose categories keep any JSON object as it is', () => {
    const value = { a: 1, b: { c: [true, null] } };
    for (const category of LOOSE) expect(readJson(category, value), category).toEqual(value);
  });

  it('never takes a stored __proto__ key as a prototype', () => {
    const loose = readStored('board', '{"__proto__":{"polluted":true},"a":1}');
    expect(loose).toStrictEqual({ a: 1 });
    expect(Object.getPrototypeOf(loose)).toBe(Object.prototype);
    expect(readStored('lottery', '{"__proto__":1,"a":2}')).toStrictEqual({ a: 2 });
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
