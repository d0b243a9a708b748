import { useCallback, useEffect, useRef, useState } from 'react';
import { apiPath, type Post, Post as PostSchema, tableResponse } from '../../../contract';
import { http } from '../../../data/http';

const PAGE_SIZE = 20;
const UserPostsPage = tableResponse(PostSchema);

/**
 * One user's posts from the server's table (they may be older than the local window), newest
 * first, a page per call of `loadMore`.
 */
export function useUserPosts(userUuid: string) {
  const [rows, setRows] = useState<Post[] | undefined>(undefined);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const loaded = rows?.length ?? 0;

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    try {
      const page = await http.get(apiPath('allPostTable'), {
        schema: UserPostsPage,
        suppressAlert: true,
        query: {
          start: loaded,
          length: PAGE_SIZE,
          orderColumnName: 'createdAt',
          order: 'desc',
          searchColumns: [{ name: 'authorUuid', value: userUuid, operator: 'eq' }],
        },
      });
      setRows((current) => [...(current ?? []), ...page.data.filter((p) => !p.deleted)]);
      setTotal(page.recordsFiltered);
      setFailed(false);
    } catch {
      setFailed(true);
      setRows((current) => current ?? []);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [userUuid, loaded]);

  const first = useRef(loadMore);
  useEffect(() => {
    void first.current();
  }, []);

  return { rows, loadMore, loading, failed, done: rows !== undefined && loaded >= total };
}
