import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type {
  CommentView,
  LiveQueries,
  LiveQueryKind,
  LocalBlock,
  LocalBoard,
  LocalLiveStation,
  LocalNotice,
  LocalNotification,
  OpenedPost,
  OutboxEntryView,
  PostsQuery,
  PostView,
} from '../../workers/api';
import { liveQueryKey } from '../lib/query-snapshots';
import { useFirstVisitRead } from './first-visit-reads';
import { dropQuerySeeds, querySeed, querySeedsVersion, subscribeQuerySeeds } from './query-seeds';
import { dataWorker, watchLiveQuery } from './worker-client';

/**
 * The result of a worker-side query, re-rendered on every change (from this tab, another tab or
 * the server). `undefined` until the first result, which comes from IndexedDB, not the network;
 * on the app's first render, the result this query had last time, if it was kept (`query-seeds`).
 */
export function useLiveQuery<K extends LiveQueryKind>(
  kind: K,
  params: LiveQueries[K]['params'],
): LiveQueries[K]['result'] | undefined {
  // Callers pass fresh object literals; the query only changes when its content does.
  const key = liveQueryKey(kind, params);
  const [state, setState] = useState<{ key: string; result: LiveQueries[K]['result'] }>();
  const latestParams = useRef(params);
  latestParams.current = params;
  useEffect(() => {
    let active = true;
    const stop = watchLiveQuery(kind, latestParams.current, (result) => {
      dropQuerySeeds();
      if (active) setState({ key, result });
    });
    return () => {
      active = false;
      stop();
    };
  }, [kind, key]);
  // Until this query's own first answer, the result its key had last time stands in, if the app has
  // just started (written by the worker for this very key, so it has this query's result type).
  // Held per key: another query's first answer drops the seeds, not the one shown here.
  // Seeds read after this view first rendered (a slow start) count too, until the worker answers.
  const seedsVersion = useSyncExternalStore(subscribeQuerySeeds, querySeedsVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: seedsVersion says the seeds changed.
  const seed = useMemo(() => querySeed(key) as LiveQueries[K]['result'] | undefined, [key, seedsVersion]);
  // A result of the previous query (another post id, another filter) is not shown for this one.
  const result = state?.key === key ? state.result : seed;
  // On a first visit the worker's empty answers before its first pull are "not yet", not "none":
  // the rows read over HTTP meanwhile stand in until it has its own.
  const fetched = useFirstVisitRead(kind, params, key) as LiveQueries[K]['result'] | undefined;
  const waiting = result === undefined || (Array.isArray(result) && result.length === 0);
  return waiting && Array.isArray(fetched) && fetched.length > 0 ? fetched : result;
}

export const useBoards = (): LocalBoard[] | undefined => useLiveQuery('boards', {});

/** Posts in the board window, blocked authors left out, the user's unsent posts first. */
export const usePosts = (query: PostsQuery): PostView[] | undefined => useLiveQuery('posts', query);

/** The post with whether its author is blocked (its page then hides it behind a notice). */
export const usePost = (id: string): OpenedPost | null | undefined => useLiveQuery('post', { id });

/** Opens the post's comment sync (pull + `/topic/post/{id}`) while mounted. */
export function useComments(postId: string): CommentView[] | undefined {
  useEffect(() => {
    void dataWorker().openPost(postId);
    return () => void dataWorker().closePost(postId);
  }, [postId]);
  return useLiveQuery('comments', { postId });
}

export const useNotifications = (limit?: number): LocalNotification[] | undefined =>
  useLiveQuery('notifications', { limit });

export const useUnreadCount = (): number | undefined => useLiveQuery('unreadCount', {});

export const useBlocks = (): LocalBlock[] | undefined => useLiveQuery('blocks', {});

/** The uuids of the members the signed-in member blocks, unsent blocks included. */
export const useBlockedUsers = (): string[] | undefined => useLiveQuery('blockedUsers', {});

/** The crew's stations, live or not (SPEC "Live station"). */
export const useLiveStations = (): LocalLiveStation[] | undefined => useLiveQuery('liveStations', {});

/** Station notices, newest first. */
export const useNotices = (limit?: number): LocalNotice[] | undefined =>
  useLiveQuery('notices', limit === undefined ? {} : { limit });

/** Writes waiting for the network, and the ones the server refused (with its error). */
export const useOutbox = (): OutboxEntryView[] | undefined => useLiveQuery('outbox', {});
