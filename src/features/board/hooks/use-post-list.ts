import { useCallback, useState } from 'react';
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
  const rows = usePosts(postsQueryOf(boardId, search, limit));
  const remaining = boardIds.filter((id) => !exhausted.has(id));
  const localEnd = rows !== undefined && rows.length < limit;

  const loadMore = useCallback(async () => {
    if (!rows || loadingOlder) return;
    if (!localEnd) {
      setLimit((current) => current + LIST_PAGE_SIZE);
      return;
    }
    if (remaining.length === 0) return;
    setLoadingOlder(true);
    const oldest = oldestByBoard(rows);
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
  }, [rows, loadingOlder, localEnd, remaining]);

  return {
    rows,
    loadMore,
    loading: loadingOlder,
    failed,
    done: localEnd && remaining.length === 0,
    generation: rows?.length ?? -1,
  };
}
