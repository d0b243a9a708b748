import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, type ParsedTableQuery, PostInput, TableQuery } from '../../../src/contract';
import { sendEncodedJson } from '../../lib/encoded-json';
import { HttpError, parseInput } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { htmlToText, sanitizePostHtml } from '../../lib/sanitize';
import { hasAnyRole, MANAGER_OR_HIGHER, requireUser } from '../../plugins/auth';
import type { SessionUser } from '../user/sessions';
import { assertAuthorOrBoardAdmin, assertCanWrite, loadReadableBoard } from './access';
import { authorProfileUri, toPostDto } from './dto';
import type { PostRow } from './post-repository';
import { assertCategory, publishPost, requireLivePost } from './post-service';
import { boardSearched, createPostTableCache } from './post-table-cache';
import { postEdited, postRemoved } from './staff-records';

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
  const { db, publisher, audit, postRepository: posts } = app;
  const tables = createPostTableCache(publisher);

  /** Every board the caller may read, in one table: the client's replication source for posts. */
  app.get(apiRoutes.allPostTable, async (req, reply) => {
    const user = (await req.auth())?.user ?? null;
    const query = parseInput(TableQuery, req.query);
    const scope = scopeKey(user);
    const board = boardSearched(query);
    const tombstones = query.rev !== undefined;
    const [page, total] = await Promise.all([
      tables.page(`all|${scope}|${cacheKey(query)}`, board, () => posts.tableOfReadable(user, query)),
      // A page of one board outlives other boards' posts; the total over them all does not.
      board === undefined
        ? undefined
        : tables.total(`${scope}|${tombstones}`, () => posts.totalOfReadable(user, tombstones)),
    ]);
    return sendEncodedJson(req, reply, page.body, {
      recordsTotal: total ?? page.recordsTotal,
      draw: query.draw,
    });
  });

  app.get(apiRoutes.posts, async (req) => {
    const { boardId } = parseInput(BoardParam, req.params);
    const { length } = parseInput(ListQuery, req.query);
    await loadReadableBoard(db, boardId, (await req.auth())?.user ?? null);
    return (await posts.newest(boardId, length)).map(toPostDto);
  });

  app.get(apiRoutes.postTable, async (req, reply) => {
    const { boardId } = parseInput(BoardParam, req.params);
    const user = (await req.auth())?.user ?? null;
    const query = parseInput(TableQuery, req.query);
    const page = await tables.page(`${boardId}|${scopeKey(user)}|${cacheKey(query)}`, boardId, async () => {
      await loadReadableBoard(db, boardId, user);
      return posts.tableOfBoard(boardId, query);
    });
    return sendEncodedJson(req, reply, page.body, { recordsTotal: page.recordsTotal, draw: query.draw });
  });

  app.get(apiRoutes.post, async (req) => {
    const { boardId, id } = parseInput(PostParam, req.params);
    await loadReadableBoard(db, boardId, (await req.auth())?.user ?? null);
    const row = await posts.countView(id);
    if (!row || row.boardId !== boardId) throw new HttpError(404, '게시글을 찾을 수 없습니다.');
    return toPostDto(row);
  });

  app.post(apiRoutes.posts, { config: { writeLimit: 'post' } }, async (req) => {
    const { user } = await requireUser(req);
    const { boardId } = parseInput(BoardParam, req.params);
    const input = parseInput(PostInput, req.body);
    const board = await loadReadableBoard(db, boardId, user);
    await assertCanWrite(db, board, user);
    assertCategory(board, input.categoryNumber);
    const id = input.id ?? newId();
    // The client's id makes a retried send (outbox) land once.
    const created = await posts.insert({
      id,
      boardId,
      categoryNumber: input.categoryNumber,
      title: input.title,
      content: cleanContent(input.content),
      authorUuid: user.uuid,
      authorNickname: user.nickname,
      authorProfileUri: authorProfileUri(user),
    });
    if (!created) {
      const existing = await posts.find(id);
      if (!existing || existing.authorUuid !== user.uuid || existing.boardId !== boardId) {
        throw new HttpError(409, '이미 사용된 게시글 아이디입니다.', 'id');
      }
      return toPostDto(existing);
    }
    await publishPost(db, publisher, 'create', created);
    await app.notifyNewPost(created, board.readRoles);
    return toPostDto(created);
  });

  app.put(apiRoutes.post, { config: { writeLimit: 'post' } }, async (req) => {
    const { user } = await requireUser(req);
    const { boardId, id } = parseInput(PostParam, req.params);
    const input = parseInput(PostInput, req.body);
    const board = await loadReadableBoard(db, boardId, user);
    const post = await requireLivePost(posts, id);
    if (post.boardId !== boardId) throw new HttpError(404, '게시글을 찾을 수 없습니다.');
    await assertAuthorOrBoardAdmin(db, user, post.authorUuid, boardId);
    assertCategory(board, input.categoryNumber);
    // Staff rewriting a member's post: the post says so (never who) and keeps who it was. The
    // author's own edit makes the words theirs again.
    const byStaff = user.uuid !== post.authorUuid;
    const row = await posts.update(
      id,
      {
        title: input.title,
        content: cleanContent(input.content),
        categoryNumber: input.categoryNumber,
        staffEditedAt: byStaff ? new Date() : null,
        staffEditedBy: byStaff ? user.uuid : null,
      },
      // And the record of staff actions says who, with the edit.
      byStaff ? audit.recording((edited: PostRow) => postEdited(user.uuid, post, edited)) : undefined,
    );
    await publishPost(db, publisher, 'update', row);
    return toPostDto(row);
  });

  app.delete(apiRoutes.post, async (req) => {
    const { user } = await requireUser(req);
    const { boardId, id } = parseInput(PostParam, req.params);
    const post = await requireLivePost(posts, id);
    if (post.boardId !== boardId) throw new HttpError(404, '게시글을 찾을 수 없습니다.');
    await assertAuthorOrBoardAdmin(db, user, post.authorUuid, boardId);
    const row = await posts.remove(
      id,
      user.uuid === post.authorUuid ? undefined : audit.recording(() => postRemoved(user.uuid, post)),
    );
    await publishPost(db, publisher, 'delete', row);
    return { result: true };
  });
}
