import type { z } from 'zod';
import { snapshotAccount } from '../../lib/query-snapshots';
import { session } from '../http';
import { type KeptPage, readPage, writePage } from './store';

/**
 * What a server-loaded page's route loader gives the page (DESIGN section 3): the last answer
 * kept for this account at once, and the server's answer on its way. `useCachedPage` shows the
 * one, then the other, or marks the first stale when the second fails.
 */
export interface CachedPage<T> extends KeptPage<T> {
  /** The server's answer still on its way; null when `data` is already the latest there is. */
  refresh: Promise<KeptPage<T>> | null;
  /** `data` is a kept answer standing in because the server could not be reached. */
  stale: boolean;
}

export interface CachedPageRequest<T> {
  /** The page and its parameters, e.g. `admin/user?page=2`. */
  key: string;
  /** Checks a kept answer before it is shown: an older build may have kept another shape. */
  schema: z.ZodType<T>;
  /**
   * The server call. `quiet` is true when a kept answer can stand in: then a failure must not
   * alert, the page shows the stale mark instead.
   */
  fetch: (quiet: boolean) => Promise<T>;
  /**
   * The router's reason for loading. On `stay` (after a change, or a new search on the same page)
   * the page waits for the server as it always did; the kept answer is only the fallback.
   */
  cause: 'enter' | 'stay' | 'preload';
}

/**
 * Whose answer a page's answer is: the session's once its first check answered. A first visit's
 * page may be asked for before that, with the member's cookie: kept as nobody's, the next offline
 * start (as that member) would find nothing.
 */
async function answeredAccount(): Promise<string> {
  const { ready, user } = session.getSnapshot();
  // As the route guards wait: the check already running, not a new one.
  const owner = ready ? user : await session.loadUser();
  return snapshotAccount(owner?.uuid ?? null);
}

/**
 * The route loader of a page the server loads (rankings, events, admin tables): paints the
 * account's last answer at once, refreshes it from the server and keeps the new one. With
 * nothing kept it waits for the server, and a failure reaches the route's error component.
 */
export async function loadCachedPage<T>(request: CachedPageRequest<T>): Promise<CachedPage<T>> {
  const account = snapshotAccount(session.getSnapshot().user?.uuid ?? null);
  const kept = await readPage(account, request.key, request.schema).catch(() => null);
  const refresh = request.fetch(kept !== null).then((data) => {
    const savedAt = Date.now();
    // The cache is only a head start for the next visit: a failed write loses nothing else.
    void answeredAccount()
      .then((owner) => writePage(owner, request.key, data, savedAt))
      .catch(() => undefined);
    return { data, savedAt };
  });
  if (!kept) return { ...(await refresh), refresh: null, stale: false };
  if (request.cause === 'stay') {
    try {
      return { ...(await refresh), refresh: null, stale: false };
    } catch {
      return { ...kept, refresh: null, stale: true };
    }
  }
  // Handled by the page (`useCachedPage`); this only keeps the rejection from going unhandled.
  refresh.catch(() => undefined);
  return { ...kept, refresh, stale: false };
}
