import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { LikeState } from '../../../src/contract';
import { postLikes, posts } from '../../db/schema';
import { notFound, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { loadReadableBoard } from './access';
import { findLivePost, publishPost } from './post-service';

const Params = z.object({
  boardId: z.string().min(1).max(30),
  id: z.string().uuid('게시글을 찾을 수 없습니다.'),
});

/** Likes: POST adds, DELETE removes; both idempotent, so a resent outbox call cannot count twice. */
export async function likeRoutes(app: FastifyInstance) {
  const { db, publisher } = app;
  const path = '/api/v1/p/board/:boardId/post/:id/like';

  /** The live post, only under the board its URL names (whose read rule was checked). */
  async function livePostOn(boardId: string, id: string) {
    const post = await findLivePost(db, id);
    if (post.boardId !== boardId) throw notFound('게시글을 찾을 수 없습니다.');
    return post;
  }

  app.get(path, async (req): Promise<LikeState> => {
    const { boardId, id } = parseInput(Params, req.params);
    const auth = await req.auth();
    await loadReadableBoard(db, boardId, auth?.user ?? null);
    const post = await livePostOn(boardId, id);
    if (!auth) return { liked: false, likeCount: post.likeCount };
    const [like] = await db
      .select()
      .from(postLikes)
      .where(and(eq(postLikes.postId, id), eq(postLikes.userUuid, auth.user.uuid)))
      .limit(1);
    return { liked: !!like, likeCount: post.likeCount };
  });

  const setLike =
    (liked: boolean) =>
    async (req: import('fastify').FastifyRequest): Promise<LikeState> => {
      const { user } = await requireUser(req);
      const { boardId, id } = parseInput(Params, req.params);
      await loadReadableBoard(db, boardId, user);
      await livePostOn(boardId, id);
      const changed = await db.transaction(async (tx) => {
        const touched = liked
          ? await tx
              .insert(postLikes)
              .values({ postId: id, userUuid: user.uuid })
              .onConflictDoNothing()
              .returning()
          : await tx
              .delete(postLikes)
              .where(and(eq(postLikes.postId, id), eq(postLikes.userUuid, user.uuid)))
              .returning();
        if (touched.length === 0) return null;
        const [row] = await tx
          .update(posts)
          .set({ likeCount: sql`${posts.likeCount} + ${liked ? 1 : -1}` })
          .where(eq(posts.id, id))
          .returning();
        return row ?? null;
      });
      if (changed) await publishPost(db, publisher, 'update', changed);
      const post = changed ?? (await findLivePost(db, id));
      return { liked, likeCount: post.likeCount };
    };

  app.post(path, { config: { writeLimit: 'like' } }, setLike(true));
  app.delete(path, { config: { writeLimit: 'like' } }, setLike(false));
}
