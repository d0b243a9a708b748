import { useCallback, useSyncExternalStore } from 'react';
import type { LocalBoard, PostsQuery, PostView } from '../../workers/api';
import { boardRows, postRows } from './first-visit-rows';
import {
  FETCHED_AHEAD,
  FIRST_VISIT_PLAN,
  type FirstVisitRead,
  firstVisitReadsOf,
  firstVisitUrl,
} from './first-visit-urls';
import { http } from './http';

/**
 * A visitor's first visit has nothing kept, and the data worker needs seconds on a slow phone
 * (its code, its database, its first pull) before it answers. Meanwhile the boards and the latest
 * posts are read over HTTP here and stand in for the worker's answers, until it has rows of its own.
 * Only for visitors: a member's lists leave out the authors they block, which only the worker knows.
 */
type Entry = { result?: unknown; listeners: Set<() => void> };

let enabled = false;
const entries = new Map<string, Entry>();
/** Requests in flight or answered, by address: the page's reads reuse those started ahead. */
const requests = new Map<string, Promise<unknown>>();

/** The answer index.html asked for ahead at this address (`fetch-ahead.ts`), once; else the network. */
function fetchedAheadOr(request: Request): Promise<Response> {
  const store = (globalThis as Record<string, unknown>)[FETCHED_AHEAD] as
    | Record<string, Promise<Response> | undefined>
    | undefined;
  const ahead = store?.[request.url];
  if (!ahead) return fetch(request);
  delete store[request.url];
  return ahead.catch(() => fetch(request));
}

/** The rows of the answer at `read`'s address, checked by `rowsOf` (`first-visit-rows.ts`). */
function once<T>(read: FirstVisitRead, rowsOf: (answer: unknown) => T[] | undefined): Promise<T[]> {
  const url = firstVisitUrl(FIRST_VISIT_PLAN, read, globalThis.location.href);
  const known = requests.get(url);
  if (known) return known as Promise<T[]>;
  const started = http.get(url, { suppressAlert: true, transport: fetchedAheadOr }).then((answer) => {
    const rows = rowsOf(answer);
    if (!rows) throw new Error(`${url}: the answer does not match the contract`);
    return rows;
  });
  requests.set(url, started);
  // A failed read may be asked again (the page's own ask, after the one started ahead).
  started.catch(() => requests.delete(url));
  return started;
}

/**
 * Called at start when nothing is kept for a visitor: the page's first reads are asked for at
 * once (or taken from index.html, which asked before any module loaded), not when its code has
 * loaded and rendered, seconds later on a slow phone.
 */
export function readFirstVisitOverHttp(location: { pathname: string; search: string }): void {
  enabled = true;
  for (const read of firstVisitReadsOf(FIRST_VISIT_PLAN, location.pathname, location.search)) {
    if (read.kind === 'boards') void readBoards().catch(() => undefined);
    else void readPosts({ boardId: read.boardId }).catch(() => undefined);
  }
}

/** A member signed in: their lists are the worker's alone. */
export function endFirstVisitReads(): void {
  enabled = false;
  entries.clear();
  requests.clear();
}

async function readBoards(): Promise<LocalBoard[]> {
  const boards = await once({ kind: 'boards' }, boardRows);
  return boards.filter((board) => !board.deleted).map(({ deleted: _, ...board }) => board);
}

/** Only the plain newest-first list (a board or all of them): what a first visit opens. */
const readablePosts = (query: PostsQuery) =>
  (query.sort ?? 'latest') === 'latest' &&
  query.categoryNumber === undefined &&
  !query.popular &&
  !query.search?.trim();

async function readPosts(query: PostsQuery): Promise<PostView[]> {
  const length = Math.max(query.limit ?? 0, FIRST_VISIT_PLAN.postsRead);
  const posts = await once({ kind: 'posts', boardId: query.boardId ?? undefined, length }, postRows);
  return posts
    .filter((post) => !post.deleted)
    .slice(0, query.limit ?? FIRST_VISIT_PLAN.postsRead)
    .map(({ deleted: _, ...post }) => ({ ...post, pending: false, error: null }));
}

function read(kind: string, params: unknown): Promise<unknown> | null {
  if (kind === 'boards') return readBoards();
  if (kind === 'posts' && readablePosts(params as PostsQuery)) return readPosts(params as PostsQuery);
  return null;
}

function entryFor(kind: string, params: unknown, key: string): Entry | undefined {
  const known = entries.get(key);
  if (known || !enabled) return known;
  const reading = read(kind, params);
  if (!reading) return undefined;
  const entry: Entry = { listeners: new Set() };
  entries.set(key, entry);
  // A failed read leaves the view waiting for the worker, as it would without this.
  void reading.then(
    (result) => {
      entry.result = result;
      for (const listener of entry.listeners) listener();
    },
    () => undefined,
  );
  return entry;
}

/**
 * The rows read over HTTP for this query, once they arrive, if it is one a first visit reads;
 * asked for on the first call. `undefined` otherwise, and after a sign-in.
 */
export function useFirstVisitRead(kind: string, params: unknown, key: string): unknown {
  const entry = entryFor(kind, params, key);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry?.listeners.add(listener);
      return () => entry?.listeners.delete(listener);
    },
    [entry],
  );
  const result = useSyncExternalStore(subscribe, () => entry?.result);
  return enabled ? result : undefined;
}
