import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CommentInput, CommentUpdate, type PostEvent, TableQuery, topics } from '../../../src/contract';
import type { Db } from '../../db/client';
import { type boards, comments, posts } from '../../db/schema';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { Publisher } from '../../lib/publisher';
import { runTableQuery } from '../../lib/table-query';
import { requireUser } from '../../plugins/auth';
import { profileOf } from '../user/dto';
import type { SessionUser } from '../user/sessions';
import { assertAuthorOrBoardAdmin, assertCanWrite, loadReadableBoard } from './access';
import { notifyComment } from './comment-notifications';
import { toCommentDto } from './dto';
import { findLivePost, publishPost } from './post-service';
import { commentResource } from './resources';

const PostParam = z.object({ postId: z.string().uuid('게시글을 찾을 수 없습니다.') });
const CommentParam = PostParam.extend({ id: z.string().uuid('댓글을 찾을 수 없습니다.') });

type CommentRow = typeof comments.$inferSelect;
type Board = typeof boards.$inferSelect;

/** Comments reach those who may read the post's board. */
const publishComment = (publisher: Publisher, type: PostEvent['type'], row: CommentRow, board: Board) =>
  publisher.publish(
    topics.post(row.postId),
    { entity: 'comment', type, data: toCommentDto(row) } satisfies PostEvent,
    { readRoles: board.readRoles },
  );

export async function commentRoutes(app: FastifyInstance) {
  const { db, publisher } = app;
  const base = '/api/v1/p/post/:postId/comment';

  /** The post, checked readable by the caller. */
  async function readablePost(postId: string, user: SessionUser | null) {
    const post = await findLivePost(db, postId);
    const board = await loadReadableBoard(db, post.boardId, user);
    return { post, board };
  }

  async function liveComment(postId: string, id: string): Promise<CommentRow> {
    const [row] = await db
      .select()
      .from(comments)
      .where(and(eq(comments.id, id), eq(comments.postId, postId), eq(comments.deleted, false)))
      .limit(1);
    if (!row) throw notFound('댓글을 찾을 수 없습니다.');
    return row;
  }

  /**
   * Comment counts change the post row in the same transaction as the comment they count (a crash
   * between the two cannot leave them apart); board lists see the new count through the usual post
   * events, published once it is committed.
   */
  async function bumpCommentCount(tx: Db, postId: string, by: 1 | -1) {
    const [row] = await tx
      .update(posts)
      .set({ commentCount: sql`greatest(${posts.commentCount} + ${by}, 0)` })
      .where(eq(posts.id, postId))
      .returning();
    return row;
  }

  app.get(base, async (req) => {
    const { postId } = parseInput(PostParam, req.params);
    await readablePost(postId, (await req.auth())?.user ?? null);
    const rows = await db
      .select()
      .from(comments)
      .where(and(eq(comments.postId, postId), eq(comments.deleted, false)))
      .orderBy(asc(comments.createdAt));
    return rows.map(toCommentDto);
  });

  app.get(`${base}/table`, async (req) => {
    const { postId } = parseInput(PostParam, req.params);
    // Tombstones of a deleted post's comments still replicate, so only the board is checked here.
    const [post] = await db.select().from(posts).where(eq(posts.id, postId)).limit(1);
    if (!post) throw notFound('게시글을 찾을 수 없습니다.');
    await loadReadableBoard(db, post.boardId, (await req.auth())?.user ?? null);
    return runTableQuery(db, commentResource, parseInput(TableQuery, req.query), eq(comments.postId, postId));
  });

  app.get(`${base}/:id`, async (req) => {
    const { postId, id } = parseInput(CommentParam, req.params);
    await readablePost(postId, (await req.auth())?.user ?? null);
    return toCommentDto(await liveComment(postId, id));
  });

  app.post(base, { config: { writeLimit: 'comment' } }, async (req) => {
    const { user } = await requireUser(req);
    const { postId } = parseInput(PostParam, req.params);
    const input = parseInput(CommentInput, req.body);
    const { post, board } = await readablePost(postId, user);
    await assertCanWrite(db, board, user);
    if (input.parentId) await liveComment(postId, input.parentId);
    const id = input.id ?? newId();
    const written = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(comments)
        .values({
          id,
          postId,
          parentId: input.parentId,
          content: input.content,
          authorUuid: user.uuid,
          authorNickname: user.nickname,
          authorProfileUri: profileOf(user).thumbnailUri,
        })
        .onConflictDoNothing({ target: comments.id })
        .returning();
      return created && { created, counted: await bumpCommentCount(tx, postId, 1) };
    });
    if (!written) {
      const [existing] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
      if (!existing || existing.authorUuid !== user.uuid || existing.postId !== postId) {
        throw new HttpError(409, '이미 사용된 댓글 아이디입니다.', 'id');
      }
      return toCommentDto(existing);
    }
    const { created, counted } = written;
    await publishComment(publisher, 'create', created, board);
    if (counted) await publishPost(db, publisher, 'update', counted);
    await notifyComment(app, {
      author: user,
      post,
      parentId: input.parentId,
      content: input.content,
    });
    return toCommentDto(created);
  });

  app.put(`${base}/:id`, { config: { writeLimit: 'comment' } }, async (req) => {
    const { user } = await requireUser(req);
    const { postId, id } = parseInput(CommentParam, req.params);
    const input = parseInput(CommentUpdate, req.body);
    const { post, board } = await readablePost(postId, user);
    const comment = await liveComment(postId, id);
    await assertAuthorOrBoardAdmin(db, user, comment.authorUuid, post.boardId);
    const [row] = await db
      .update(comments)
      .set({ content: input.content })
      .where(eq(comments.id, id))
      .returning();
    await publishComment(publisher, 'update', row!, board);
    return toCommentDto(row!);
  });

  app.delete(`${base}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { postId, id } = parseInput(CommentParam, req.params);
    const { post, board } = await readablePost(postId, user);
    const comment = await liveComment(postId, id);
    await assertAuthorOrBoardAdmin(db, user, comment.authorUuid, post.boardId);
    const { row, counted } = await db.transaction(async (tx) => {
      const [row] = await tx.update(comments).set({ deleted: true }).where(eq(comments.id, id)).returning();
      return { row: row!, counted: await bumpCommentCount(tx, postId, -1) };
    });
    await publishComment(publisher, 'delete', row, board);
    if (counted) await publishPost(db, publisher, 'update', counted);
    return { result: true };
  });
}
