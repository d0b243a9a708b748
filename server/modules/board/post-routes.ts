import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type ParsedTableQuery,
  type Post,
  PostInput,
  TableQuery,
  type TableResponse,
  topics,
} from '../../../src/contract';
import { boards, posts } from '../../db/schema';
import { HttpError, parseInput } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { ResponseCache } from '../../lib/response-cache';
import { htmlToText, sanitizePostHtml } from '../../lib/sanitize';
import { runTableQuery } from '../../lib/table-query';
import { hasAnyRole, MANAGER_OR_HIGHER, requireUser } from '../../plugins/auth';
import { notifyNewPost } from '../alert/notify-new-post';
import { profileOf } from '../user/dto';
import type { SessionUser } from '../user/sessions';
import { assertAuthorOrBoardAdmin, assertCanWrite, loadReadableBoard, readableBoards } from './access';
import { toPostDto } from './dto';
import { assertCategory, countView, findLivePost, publishPost } from './post-service';
import { postResource } from './resources';

const BoardParam = z.object({ boardId: z.string().min(1).max(30) });
const PostParam = BoardParam.extend({ id: z.string().uuid('게시글을 찾을 수 없습니다.') });
const ListQuery = z.object({ length: z.coerce.number().int().min(1).max(100).default(20) });

function cleanContent(html: string): string {
  const clean = sanitizePostHtml(html);
  if (!htmlToText(clean) && !/<(img|iframe|video)\b/i.test(clean)) {
    throw new HttpError(400, '내용 항목은 필수입니다.', 'content');
  }
  return clean;
}

/** Who sees the same rows: anonymous callers, staff, or members with one set of roles. */
function scopeKey(user: SessionUser | null): string {
  if (!user) return 'anon';
  if (hasAnyRole(user, MANAGER_OR_HIGHER)) return 'staff';
  return [...user.roles].sort().join(',');
}

/** `draw` only echoes the caller's counter: it must not split the cache. */
const cacheKey = ({ draw: _draw, ...rest }: ParsedTableQuery) => JSON.stringify(rest);

export async function postRoutes(app: FastifyInstance) {
  const { db, publisher } = app;
  const base = '/api/v1/p/board/:boardId/post';
  // Post tables are the hottest reads; any board or post change anywhere clears them.
  const tableCache = new ResponseCache<TableResponse<Post>>();
  publisher.onPublished((destination) => {
    if (destination === topics.board) tableCache.invalidate();
  });

  /** Every board the caller may read, in one table: the client's replication source for posts. */
  app.get('/api/v1/p/post/table', async (req) => {
    const user = (await req.auth())?.user ?? null;
    const query = parseInput(TableQuery, req.query);
    const page = await tableCache.getOrCompute(`all|${scopeKey(user)}|${cacheKey(query)}`, () => {
      // A deleted board's posts are gone with it, as they are one by one (404).
      const readable = db
        .select({ id: boards.id })
        .from(boards)
        .where(and(eq(boards.deleted, false), readableBoards(user)));
      return runTableQuery(db, postResource, query, inArray(posts.boardId, readable));
    });
    return { ...page, draw: query.draw };
  });

  app.get(base, async (req) => {
    const { boardId } = parseInput(BoardParam, req.params);
    const { length } = parseInput(ListQuery, req.query);
    await loadReadableBoard(db, boardId, (await req.auth())?.user ?? null);
    const rows = await db
      .select()
      .from(posts)
      .where(and(eq(posts.boardId, boardId), eq(posts.deleted, false)))
      .orderBy(desc(posts.createdAt))
      .limit(length);
    return rows.map(toPostDto);
  });

  app.get(`${base}/table`, async (req) => {
    const { boardId } = parseInput(BoardParam, req.params);
    const user = (await req.auth())?.user ?? null;
    const query = parseInput(TableQuery, req.query);
    const page = await tableCache.getOrCompute(
      `${boardId}|${scopeKey(user)}|${cacheKey(query)}`,
      async () => {
        await loadReadableBoard(db, boardId, user);
        return runTableQuery(db, postResource, query, eq(posts.boardId, boardId));
      },
    );
    return { ...page, draw: query.draw };
  });

  app.get(`${base}/:id`, async (req) => {
    const { boardId, id } = parseInput(PostParam, req.params);
    await loadReadableBoard(db, boardId, (await req.auth())?.user ?? null);
    const row = await countView(db, id);
    if (!row || row.boardId !== boardId) throw new HttpError(404, '게시글을 찾을 수 없습니다.');
    return toPostDto(row);
  });

  app.post(base, { config: { writeLimit: 'post' } }, async (req) => {
    const { user } = await requireUser(req);
    const { boardId } = parseInput(BoardParam, req.params);
    const input = parseInput(PostInput, req.body);
    const board = await loadReadableBoard(db, boardId, user);
    await assertCanWrite(db, board, user);
    assertCategory(board, input.categoryNumber);
    const id = input.id ?? newId();
    const profile = profileOf(user);
    // The client's id makes a retried send (outbox) land once.
    const [created] = await db
      .insert(posts)
      .values({
        id,
        boardId,
        categoryNumber: input.categoryNumber,
        title: input.title,
        content: cleanContent(input.content),
        authorUuid: user.uuid,
        authorNickname: user.nickname,
        authorProfileUri: profile.thumbnailUri,
      })
      .onConflictDoNothing({ target: posts.id })
      .returning();
    if (!created) {
      const [existing] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      if (!existing || existing.authorUuid !== user.uuid || existing.boardId !== boardId) {
        throw new HttpError(409, '이미 사용된 게시글 아이디입니다.', 'id');
      }
      return toPostDto(existing);
    }
    await publishPost(db, publisher, 'create', created);
    await notifyNewPost(app, created, board);
    return toPostDto(created);
  });

  app.put(`${base}/:id`, { config: { writeLimit: 'post' } }, async (req) => {
    const { user } = await requireUser(req);
    const { boardId, id } = parseInput(PostParam, req.params);
    const input = parseInput(PostInput, req.body);
    const board = await loadReadableBoard(db, boardId, user);
    const post = await findLivePost(db, id);
    if (post.boardId !== boardId) throw new HttpError(404, '게시글을 찾을 수 없습니다.');
    await assertAuthorOrBoardAdmin(db, user, post.authorUuid, boardId);
    assertCategory(board, input.categoryNumber);
    const [row] = await db
      .update(posts)
      .set({ title: input.title, content: cleanContent(input.content), categoryNumber: input.categoryNumber })
      .where(eq(posts.id, id))
      .returning();
    await publishPost(db, publisher, 'update', row!);
    return toPostDto(row!);
  });

  app.delete(`${base}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { boardId, id } = parseInput(PostParam, req.params);
    const post = await findLivePost(db, id);
    if (post.boardId !== boardId) throw new HttpError(404, '게시글을 찾을 수 없습니다.');
    await assertAuthorOrBoardAdmin(db, user, post.authorUuid, boardId);
    const [row] = await db.update(posts).set({ deleted: true }).where(eq(posts.id, id)).returning();
    await publishPost(db, publisher, 'delete', row!);
    return { result: true };
  });
}
