import { useCallback, useRef, useState } from 'react';
import type { PostView } from '../../../../workers/api';
import { usePosts } from '../../../data/live-query';
import { dataWorker } from '../../../data/worker-client';
import { type BoardListSearch, LIST_PAGE_SIZE, oldestByBoard, postsQueryOf } from '../list-search';

/**
 * A board list that grows as it is scrolled: first the local rows (the worker's window), then,
 * at the window's end, older pages fetched with `loadOlderPosts` into the same collection.
 * `boardIds` are the boards the list draws from (one board, or the feed's boards).
 */
export function usePostList(boardId: string | null, search: BoardListSearch, boardIds: readonly string[]) {
  const [limit, setLimit] = useState(LIST_PAGE_SIZE);
  const [exhausted, setExhausted] = useState<ReadonlySet<string>>(new Set());
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [failed, setFailed] = useState(false);
  const query = postsQueryOf(boardId, search, limit);
  const answered = usePosts(query);
  const rows = useHeldWhileGrowing(answered, JSON.stringify({ ...query, limit: undefined }));
  const remaining = boardIds.filter((id) => !exhausted.has(id));
  const localEnd = answered !== undefined && answered.length < limit;

  const loadMore = useCallback(async () => {
    // Only the grown list's own answer says whether the local rows ran out.
    if (!answered || loadingOlder) return;
    if (!localEnd) {
      setLimit((current) => current + LIST_PAGE_SIZE);
      return;
    }
    if (remaining.length === 0) return;
    setLoadingOlder(true);
    const oldest = oldestByBoard(answered);
    const now = new Date().toISOString();
    try {
      const pages = await Promise.all(
        remaining.map(async (id) => ({
          id,
          page: await dataWorker().loadOlderPosts(id, oldest.get(id) ?? now),
        })),
      );
      const finished = pages.filter(({ page }) => !page.hasMore).map(({ id }) => id);
      setExhausted((current) => new Set([...current, ...finished]));
      setLimit((current) => current + LIST_PAGE_SIZE);
    } catch {
      setFailed(true);
    } finally {
      setLoadingOlder(false);
    }
  }, [answered, loadingOlder, localEnd, remaining]);

  return {
    rows,
    loadMore,
    loading: loadingOlder,
    failed,
    done: localEnd && remaining.length === 0,
    // Each answer to a grown list re-arms the sentinel, even one that added no rows.
    generation: answered === undefined ? -1 : limit,
  };
}

/**
 * A list that grows asks the worker a new query (a higher limit), answered a moment later. Until
 * then the rows already shown stay: a skeleton in their place would shrink the page under the
 * reader's scroll. A different list (another board, filter or sort) starts empty as before.
 */
function useHeldWhileGrowing(rows: PostView[] | undefined, list: string): PostView[] | undefined {
  const held = useRef<{ list: string; rows: PostView[] }>(undefined);
  if (rows !== undefined) held.current = { list, rows };
  return rows ?? (held.current?.list === list ? held.current.rows : undefined);
}
