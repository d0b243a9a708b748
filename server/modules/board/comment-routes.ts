import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  CommentInput,
  CommentUpdate,
  type PostEvent,
  TableQuery,
  topics,
} from '../../../src/contract';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { Publisher } from '../../lib/publisher';
import { requireUser } from '../../plugins/auth';
import type { SessionUser } from '../user/sessions';
import { assertAuthor, assertAuthorOrBoardAdmin, assertCanWrite, loadReadableBoard } from './access';
import type { BoardRow } from './board-repository';
import { notifyComment } from './comment-notifications';
import type { CommentRow } from './comment-repository';
import { authorProfileUri, toCommentDto } from './dto';
import { publishPost, requireLivePost } from './post-service';
import { commentRemoved } from './staff-records';

const PostParam = z.object({ postId: z.string().uuid('게시글을 찾을 수 없습니다.') });
const CommentParam = PostParam.extend({ id: z.string().uuid('댓글을 찾을 수 없습니다.') });

/** Comments reach those who may read the post's board. */
const publishComment = (publisher: Publisher, type: PostEvent['type'], row: CommentRow, board: BoardRow) =>
  publisher.publish(
    topics.post(row.postId),
    { entity: 'comment', type, data: toCommentDto(row) } satisfies PostEvent,
    { readRoles: board.readRoles },
  );

export async function commentRoutes(app: FastifyInstance) {
  const { db, publisher, postRepository: posts, commentRepository: comments } = app;

  /** The post, checked readable by the caller. */
  async function readablePost(postId: string, user: SessionUser | null) {
    const post = await requireLivePost(posts, postId);
    const board = await loadReadableBoard(db, post.boardId, user);
    return { post, board };
  }

  async function liveComment(postId: string, id: string): Promise<CommentRow> {
    const row = await comments.findLive(postId, id);
    if (!row) throw notFound('댓글을 찾을 수 없습니다.');
    return row;
  }

  app.get(apiRoutes.comments, async (req) => {
    const { postId } = parseInput(PostParam, req.params);
    await readablePost(postId, (await req.auth())?.user ?? null);
    return (await comments.list(postId)).map(toCommentDto);
  });

  app.get(apiRoutes.commentTable, async (req) => {
    const { postId } = parseInput(PostParam, req.params);
    // Tombstones of a deleted post's comments still replicate, so only the board is checked here.
    const post = await posts.find(postId);
    if (!post) throw notFound('게시글을 찾을 수 없습니다.');
    await loadReadableBoard(db, post.boardId, (await req.auth())?.user ?? null);
    return comments.table(postId, parseInput(TableQuery, req.query));
  });

  app.get(apiRoutes.comment, async (req) => {
    const { postId, id } = parseInput(CommentParam, req.params);
    await readablePost(postId, (await req.auth())?.user ?? null);
    return toCommentDto(await liveComment(postId, id));
  });

  app.post(apiRoutes.comments, { config: { writeLimit: 'comment' } }, async (req) => {
    const { user } = await requireUser(req);
    const { postId } = parseInput(PostParam, req.params);
    const input = parseInput(CommentInput, req.body);
    const { post, board } = await readablePost(postId, user);
    await assertCanWrite(db, board, user);
    await app.emoticons.assertOwned(user.uuid, input.content);
    if (input.parentId) await liveComment(postId, input.parentId);
    const id = input.id ?? newId();
    const written = await comments.create({
      id,
      postId,
      parentId: input.parentId,
      content: input.content,
      authorUuid: user.uuid,
      authorNickname: user.nickname,
      authorProfileUri: authorProfileUri(user),
    });
    if (!written) {
      const existing = await comments.find(id);
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

  app.put(apiRoutes.comment, { config: { writeLimit: 'comment' } }, async (req) => {
    const { user } = await requireUser(req);
    const { postId, id } = parseInput(CommentParam, req.params);
    const input = parseInput(CommentUpdate, req.body);
    const { board } = await readablePost(postId, user);
    const comment = await liveComment(postId, id);
    assertAuthor(user, comment.authorUuid, '작성자만 댓글을 수정할 수 있습니다.');
    await app.emoticons.assertOwned(user.uuid, input.content);
    const row = await comments.update(id, input.content);
    if (!row) throw notFound('댓글을 찾을 수 없습니다.');
    await publishComment(publisher, 'update', row, board);
    return toCommentDto(row);
  });

  /** The author, or the board's staff removing it (recorded with the removal). */
  app.delete(apiRoutes.comment, async (req) => {
    const { user } = await requireUser(req);
    const { postId, id } = parseInput(CommentParam, req.params);
    const { post, board } = await readablePost(postId, user);
    // One read: a resent deletion (the outbox never heard the first answer) finds the author's
    // tombstone, even when the first is deleting it at this very moment.
    const comment = await comments.find(id);
    if (!comment || comment.postId !== postId) throw notFound('댓글을 찾을 수 없습니다.');
    if (comment.deleted) {
      if (comment.authorUuid === user.uuid) return { result: true };
      throw notFound('댓글을 찾을 수 없습니다.');
    }
    await assertAuthorOrBoardAdmin(db, user, comment.authorUuid, post.boardId);
    const removed = await comments.remove(
      postId,
      id,
      user.uuid === comment.authorUuid
        ? undefined
        : app.audit.recording((row: CommentRow) => commentRemoved(user.uuid, row, post)),
    );
    if (!removed) return { result: true };
    await publishComment(publisher, 'delete', removed.row, board);
    if (removed.counted) await publishPost(db, publisher, 'update', removed.counted);
    return { result: true };
  });
}
