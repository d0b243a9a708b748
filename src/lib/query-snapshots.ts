/**
 * The latest result of each live query, per account, in a small IndexedDB database of its own.
 * The data worker writes it as results change; the page reads its account's results once before
 * the first render, so a reopened app paints its last rows at once instead of after the worker's
 * code and database have started. The worker's own answer replaces them moments later.
 * Plain IndexedDB: the page must not load Dexie for this.
 */
const DATABASE = 'c9-query-snapshots';
const STORE = 'results';
const BY_ACCOUNT_AGE = 'accountSavedAt';

/** Results kept per account: the pages a member opens, not every filter ever tried. */
export const SNAPSHOTS_PER_ACCOUNT = 40;
/** Writes are gathered this long: a sync burst changes a list many times a second. */
const WRITE_DELAY_MS = 500;

type SnapshotRow = {
  id: string;
  account: string;
  key: string;
  result: unknown;
  savedAt: number;
  /** The build that shaped `result`; another build's rows are never shown (vite.config.ts). */
  build: string;
};

const BUILD: string = import.meta.env.VITE_BUILD_ID;

/** The key of a live query: its kind and parameters, the same on both sides of the worker. */
export const liveQueryKey = (kind: string, params: unknown): string => `${kind}:${JSON.stringify(params)}`;

/** A key's kind, its parameters but the row limit (as JSON), and that limit. */
export function liveQueryKeyParts(key: string): { kind: string; rest: string; limit: number | undefined } {
  const colon = key.indexOf(':');
  const params = JSON.parse(key.slice(colon + 1)) as Record<string, unknown>;
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  return { kind: key.slice(0, colon), rest: JSON.stringify({ ...params, limit: undefined }), limit };
}

/** The account a snapshot belongs to: the member's uuid, or `anon`. */
export const snapshotAccount = (userUuid: string | null): string => userUuid ?? 'anon';

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openSnapshots(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
    store.createIndex(BY_ACCOUNT_AGE, ['account', 'savedAt']);
  };
  return done(request);
}

const ofAccount = (account: string) => IDBKeyRange.bound([account, -Infinity], [account, Infinity]);

export type QuerySnapshot = Pick<SnapshotRow, 'key' | 'result' | 'savedAt'>;

/** The account's saved results of this build (none where IndexedDB is unavailable). */
export async function readQuerySnapshots(account: string): Promise<QuerySnapshot[]> {
  if (typeof indexedDB === 'undefined') return [];
  const db = await openSnapshots();
  try {
    const index = db.transaction(STORE).objectStore(STORE).index(BY_ACCOUNT_AGE);
    const rows = (await done(index.getAll(ofAccount(account)))) as SnapshotRow[];
    return rows.filter((row) => row.build === BUILD);
  } finally {
    db.close();
  }
}

export type QuerySnapshotWriter = { save(account: string, key: string, result: unknown): void };

/** Saves results a moment after they change; the oldest beyond the account's limit are dropped. */
export function createQuerySnapshotWriter(): QuerySnapshotWriter {
  let db: Promise<IDBDatabase> | undefined;
  const waiting = new Map<string, SnapshotRow>();
  let scheduled = false;

  async function write() {
    scheduled = false;
    const rows = [...waiting.values()];
    waiting.clear();
    db ??= openSnapshots();
    const store = (await db).transaction(STORE, 'readwrite').objectStore(STORE);
    for (const row of rows) store.put(row);
    for (const account of new Set(rows.map((row) => row.account))) {
      const index = store.index(BY_ACCOUNT_AGE);
      let extra = (await done(index.count(ofAccount(account)))) - SNAPSHOTS_PER_ACCOUNT;
      if (extra <= 0) continue;
      const cursors = index.openCursor(ofAccount(account));
      cursors.onsuccess = () => {
        const cursor = cursors.result;
        if (!cursor || extra-- <= 0) return;
        cursor.delete();
        cursor.continue();
      };
    }
  }

  return {
    save(account, key, result) {
      // An empty list may only be the worker's answer before its first pull: showing it next time
      // would say "nothing here" where there is something. A spinner is the honest start.
      if (typeof indexedDB === 'undefined' || (Array.isArray(result) && result.length === 0)) return;
      const id = `${account}|${key}`;
      waiting.set(id, { id, account, key, result, savedAt: Date.now(), build: BUILD });
      if (scheduled) return;
      scheduled = true;
      // A snapshot is only a head start for the next visit: a failed write loses nothing else.
      setTimeout(() => void write().catch(() => undefined), WRITE_DELAY_MS);
    },
  };
}
