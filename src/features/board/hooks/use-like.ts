import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../app';
import { apiPath, LikeState } from '../../../contract';
import { http } from '../../../data/http';

const likePath = (boardId: string, postId: string) => apiPath('postLike', { boardId, id: postId });

/**
 * The post's like state over REST (likes are not replicated). Signed out, a tap goes to /login
 * and comes back here afterwards.
 */
export function useLike(boardId: string, postId: string, fallbackCount: number) {
  const { user } = useSession();
  const navigate = useNavigate();
  const href = useRouterState({ select: (s) => s.location.href });
  const [state, setState] = useState<LikeState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!user) return;
    let active = true;
    http
      .get(likePath(boardId, postId), { schema: LikeState, suppressAlert: true })
      .then((next) => active && setState(next))
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
      const method = state?.liked ? 'DELETE' : 'POST';
      setState(await http.request(method, likePath(boardId, postId), { schema: LikeState }));
    } catch {
      // The HTTP layer has shown the server's message.
    } finally {
      setBusy(false);
    }
  }, [user, state, boardId, postId, navigate, href]);

  return { liked: state?.liked ?? false, likeCount: state?.likeCount ?? fallbackCount, busy, toggle };
}
