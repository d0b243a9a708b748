import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiRoutes, type LikeState } from '../../../src/contract';
import { notFound, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { loadReadableBoard } from './access';
import { publishPost, requireLivePost } from './post-service';

const Params = z.object({
  boardId: z.string().min(1).max(30),
  id: z.string().uuid('게시글을 찾을 수 없습니다.'),
});

/** Likes: POST adds, DELETE removes; both idempotent, so a resent outbox call cannot count twice. */
export async function likeRoutes(app: FastifyInstance) {
  const { db, publisher, postRepository: posts } = app;

  /** The live post, only under the board its URL names (whose read rule was checked). */
  async function livePostOn(boardId: string, id: string) {
    const post = await requireLivePost(posts, id);
    if (post.boardId !== boardId) throw notFound('게시글을 찾을 수 없습니다.');
    return post;
  }

  app.get(apiRoutes.postLike, async (req): Promise<LikeState> => {
    const { boardId, id } = parseInput(Params, req.params);
    const auth = await req.auth();
    await loadReadableBoard(db, boardId, auth?.user ?? null);
    const post = await livePostOn(boardId, id);
    if (!auth) return { liked: false, likeCount: post.likeCount };
    return { liked: await posts.isLiked(id, auth.user.uuid), likeCount: post.likeCount };
  });

  const setLike =
    (liked: boolean) =>
    async (req: FastifyRequest): Promise<LikeState> => {
      const { user } = await requireUser(req);
      const { boardId, id } = parseInput(Params, req.params);
      await loadReadableBoard(db, boardId, user);
      await livePostOn(boardId, id);
      const changed = await posts.setLike(id, user.uuid, liked);
      if (changed) await publishPost(db, publisher, 'update', changed);
      const post = changed ?? (await requireLivePost(posts, id));
      return { liked, likeCount: post.likeCount };
    };

  app.post(apiRoutes.postLike, { config: { writeLimit: 'like' } }, setLike(true));
  app.delete(apiRoutes.postLike, { config: { writeLimit: 'like' } }, setLike(false));
}
