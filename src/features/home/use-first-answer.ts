import { useEffect, useState } from 'react';
import type { PostView } from '../../../workers/api';
import { apiPath } from '../../contract/api-paths';
import { http, laterSchema } from '../../data/http';

const NewestPosts = laterSchema((contract) => contract.tableResponse(contract.Post));
/** Enough of the newest rows that one not deleted is among them when the community has posts. */
const PROBE_ROWS = 20;

/**
 * Whether the home lists hold their first answer. A database that has pulled no post yet (a first
 * visit) answers "no rows" before the replication's first pull writes every board's recent posts
 * at once, which is not "no posts": the server is asked once whether any post exists. Until the
 * rows come the lists stay skeletons; only "none" (or a failed question: then the empty lists are
 * what is known) shows the empty state. A database that already holds posts answers at once.
 */
export function useFirstAnswer(latest: PostView[] | undefined): boolean {
  const [anyPost, setAnyPost] = useState<boolean | undefined>(undefined);
  const ask = latest?.length === 0 && anyPost === undefined;
  useEffect(() => {
    if (!ask) return;
    http
      .get(apiPath('allPostTable'), {
        schema: NewestPosts,
        suppressAlert: true,
        query: { start: 0, length: PROBE_ROWS, orderColumnName: 'createdAt', order: 'desc' },
      })
      .then(
        (page) => setAnyPost(page.data.some((post) => !post.deleted)),
        () => setAnyPost(false),
      );
  }, [ask]);
  if (latest === undefined) return false;
  return latest.length > 0 || anyPost === false;
}
