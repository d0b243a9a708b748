import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../app';
import { apiPath, LikeState } from '../../../contract';
import { http } from '../../../data/http';

const likePath = (boardId: string, postId: string) => apiPath('postLike', { boardId, id: postId });

/** The server's answer; its count is dropped once the post row moves (then the row is newer). */
type Answer = { liked: boolean; likeCount: number | null };

/**
 * Whether the member likes the post, over REST (likes are not replicated). The count is the post
 * row's, which the socket keeps live; the server's answer to the member's own tap stands only until
 * the row next changes. Signed out, a tap goes to /login and comes back here afterwards.
 */
export function useLike(boardId: string, postId: string, rowCount: number) {
  const { user } = useSession();
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [busy, setBusy] = useState(false);
  const [seenRowCount, setSeenRowCount] = useState(rowCount);
  if (seenRowCount !== rowCount) {
    setSeenRowCount(rowCount);
    if (answer?.likeCount != null) setAnswer({ ...answer, likeCount: null });
  }

  useEffect(() => {
    if (!user) return;
    let active = true;
    http
      .get(likePath(boardId, postId), { schema: LikeState, suppressAlert: true })
      // Only whether the member likes it: this answer may cross a later socket change of the count.
      .then((next) => active && setAnswer({ liked: next.liked, likeCount: null }))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [boardId, postId, user]);

  const toggle = useCallback(async () => {
    if (!user) {
      await navigate({ to: '/login', search: { pUrl: href } });
      return;
    }
    setBusy(true);
    try {
      const method = answer?.liked ? 'DELETE' : 'POST';
      setAnswer(await http.request(method, likePath(boardId, postId), { schema: LikeState }));
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  }, [user, answer, boardId, postId, navigate, href]);

  return { liked: answer?.liked ?? false, likeCount: answer?.likeCount ?? rowCount, busy, toggle };
}
