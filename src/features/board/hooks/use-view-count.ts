import { useEffect, useState } from 'react';
import { apiPath, Post } from '../../../contract';
import { http } from '../../../data/http';

/**
 * Reading the post over REST counts the view on the server; its answer is the fresh count.
 * Offline the local row's count stands and nothing is alerted.
 */
export function useViewCount(boardId: string, postId: string): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let active = true;
    http
      .get(apiPath('post', { boardId, id: postId }), {
        schema: Post,
        suppressAlert: true,
      })
      .then((post) => active && setCount(post.viewCount))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [boardId, postId]);
  return count;
}
