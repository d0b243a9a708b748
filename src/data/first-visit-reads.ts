import { useCallback, useSyncExternalStore } from 'react';
import type { LocalBoard, PostsQuery, PostView } from '../../workers/api';
import { apiPath } from '../contract/api-paths';
import { http, laterSchema } from './http';

/**
 * A visitor's first visit has nothing kept, and the data worker needs seconds on a slow phone
 * (its code, its database, its first pull) before it answers. Meanwhile the boards and the latest
 * posts are read over HTTP here and stand in for the worker's answers, until it has rows of its own.
 * Only for visitors: a member's lists leave out the authors they block, which only the worker knows.
 */
type Entry = { result?: unknown; listeners: Set<() => void> };

const BoardPage = laterSchema((contract) => contract.tableResponse(contract.Board));
const PostPage = laterSchema((contract) => contract.tableResponse(contract.Post));

/** The worker's first pull reads this many posts per board, so its rows follow these without a gap. */
const POSTS_READ = 100;

let enabled = false;
const entries = new Map<string, Entry>();

/** Called at start when nothing is kept for a visitor. */
export function readFirstVisitOverHttp(): void {
  enabled = true;
}

/** A member signed in: their lists are the worker's alone. */
export function endFirstVisitReads(): void {
  enabled = false;
  entries.clear();
}

async function readBoards(): Promise<LocalBoard[]> {
  const page = await http.get(apiPath('boardTable'), {
    query: { length: 200 },
    schema: BoardPage,
    suppressAlert: true,
  });
  return page.data.filter((board) => !board.deleted).map(({ deleted: _, ...board }) => board);
}

/** Only the plain newest-first list (a board or all of them): what a first visit opens. */
const readablePosts = (query: PostsQuery) =>
  (query.sort ?? 'latest') === 'latest' &&
  query.categoryNumber === undefined &&
  !query.popular &&
  !query.search?.trim();

async function readPosts(query: PostsQuery): Promise<PostView[]> {
  const page = await http.get(apiPath('allPostTable'), {
    query: {
      length: Math.max(query.limit ?? 0, POSTS_READ),
      orderColumnName: 'createdAt',
      order: 'desc',
      searchColumns: query.boardId ? [{ name: 'boardId', value: query.boardId, operator: 'eq' }] : [],
    },
    schema: PostPage,
    suppressAlert: true,
  });
  return page.data
    .filter((post) => !post.deleted)
    .slice(0, query.limit ?? POSTS_READ)
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
