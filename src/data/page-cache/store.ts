import type { z } from 'zod';

/**
 * The last server answer of each server-loaded page, per account, in a small IndexedDB database
 * of its own (plain IndexedDB, like `src/lib/query-snapshots.ts`: no Dexie for the page). The few
 * IndexedDB helpers below repeat that file's on purpose: shared, they put half a kilobyte more on
 * the first load (the bundler moves them into the first page's chunk with their export names).
 */
const DATABASE = 'c9-page-cache';
const STORE = 'pages';
const BY_ACCOUNT_AGE = 'accountSavedAt';

/** Answers kept per account: the pages a member opens, not every search ever tried. */
export const PAGES_PER_ACCOUNT = 30;

type PageRow = { id: string; account: string; key: string; data: unknown; savedAt: number };

export type KeptPage<T> = { data: T; savedAt: number };

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function openPages(): Promise<IDBDatabase> {
  const request = indexedDB.open(DATABASE, 1);
  request.onupgradeneeded = () => {
    const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
    store.createIndex(BY_ACCOUNT_AGE, ['account', 'savedAt']);
  };
  return done(request);
}

const ofAccount = (account: string) => IDBKeyRange.bound([account, -Infinity], [account, Infinity]);

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => Promise<T>,
): Promise<T> {
  const db = await openPages();
  try {
    return await work(db.transaction(STORE, mode).objectStore(STORE));
  } finally {
    db.close();
  }
}

/** The kept answer, or null when there is none or it no longer fits the page's schema. */
export async function readPage<T>(
  account: string,
  key: string,
  schema: z.ZodType<T>,
): Promise<KeptPage<T> | null> {
  if (typeof indexedDB === 'undefined') return null;
  const row = (await withStore('readonly', (store) => done(store.get(`${account}|${key}`)))) as
    | PageRow
    | undefined;
  if (!row) return null;
  const parsed = schema.safeParse(row.data);
  return parsed.success ? { data: parsed.data, savedAt: row.savedAt } : null;
}

/** Keeps an answer; past the account's limit the oldest are dropped. */
export async function writePage(account: string, key: string, data: unknown, savedAt: number): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await withStore('readwrite', async (store) => {
    await done(store.put({ id: `${account}|${key}`, account, key, data, savedAt } satisfies PageRow));
    const index = store.index(BY_ACCOUNT_AGE);
    const extra = (await done(index.count(ofAccount(account)))) - PAGES_PER_ACCOUNT;
    if (extra <= 0) return;
    const oldest = await done(index.getAllKeys(ofAccount(account), extra));
    for (const id of oldest) store.delete(id);
  });
}

/** Drops every answer kept for the account. */
export async function clearAccount(account: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await withStore('readwrite', async (store) => {
    const ids = await done(store.index(BY_ACCOUNT_AGE).getAllKeys(ofAccount(account)));
    for (const id of ids) store.delete(id);
  });
}
