import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  BoardInput,
  type BoardLatestTime,
  BoardUpdate,
  IdParam,
  TableQuery,
  topics,
} from '../../../src/contract';
import { boards, posts } from '../../db/schema';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { runTableQuery } from '../../lib/table-query';
import { MANAGER_OR_HIGHER, requireRole } from '../../plugins/auth';
import { loadReadableBoard, readableBoards } from './access';
import { toBoardDto } from './dto';
import { boardResource } from './resources';

const BASE = '/api/v1/p/board';

export async function boardRoutes(app: FastifyInstance) {
  const { db, publisher } = app;
  const publishBoard = (type: 'create' | 'update' | 'delete', row: typeof boards.$inferSelect) =>
    publisher.publish(
      topics.board,
      { entity: 'board', type, data: toBoardDto(row) },
      { readRoles: row.readRoles },
    );

  app.get(BASE, async (req) => {
    const auth = await req.auth();
    const rows = await db
      .select()
      .from(boards)
      .where(and(eq(boards.deleted, false), readableBoards(auth?.user ?? null)))
      .orderBy(asc(boards.sort), asc(boards.id));
    return rows.map(toBoardDto);
  });

  app.get(`${BASE}/table`, async (req) => {
    const auth = await req.auth();
    return runTableQuery(
      db,
      boardResource,
      parseInput(TableQuery, req.query),
      readableBoards(auth?.user ?? null),
    );
  });

  /** Newest post time per `board_category`, per `board_popular`, and `all` (SPEC section 3). */
  app.get(`${BASE}/latest-time`, async (req) => {
    const auth = await req.auth();
    const readable = db
      .select({ id: boards.id })
      .from(boards)
      .where(readableBoards(auth?.user ?? null));
    const live = and(eq(posts.deleted, false), sql`${posts.boardId} in ${readable}`);
    const [byCategory, byPopular] = await Promise.all([
      db
        .select({ boardId: posts.boardId, category: posts.categoryNumber, at: max(posts.createdAt) })
        .from(posts)
        .where(live)
        .groupBy(posts.boardId, posts.categoryNumber),
      db
        .select({ boardId: posts.boardId, at: max(posts.createdAt) })
        .from(posts)
        .where(and(live, eq(posts.popular, true)))
        .groupBy(posts.boardId),
    ]);
    const map: BoardLatestTime = {};
    let all = 0;
    for (const row of byCategory) {
      const at = row.at ? new Date(row.at).getTime() : 0;
      map[`${row.boardId}_${row.category ?? 0}`] = at;
      all = Math.max(all, at);
    }
    for (const row of byPopular) map[`${row.boardId}_popular`] = row.at ? new Date(row.at).getTime() : 0;
    map.all = all;
    return map;
  });

  app.get(`${BASE}/:id`, async (req) => {
    const { id } = parseInput(IdParam, req.params);
    const auth = await req.auth();
    return toBoardDto(await loadReadableBoard(db, id, auth?.user ?? null));
  });

  app.post(BASE, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(BoardInput, req.body);
    const [existing] = await db.select().from(boards).where(eq(boards.id, input.id)).limit(1);
    if (existing && !existing.deleted) throw new HttpError(400, '이미 있는 게시판 아이디입니다.', 'id');
    const [row] = existing
      ? await db
          .update(boards)
          .set({ ...input, deleted: false })
          .where(eq(boards.id, input.id))
          .returning()
      : await db.insert(boards).values(input).returning();
    await publishBoard('create', row!);
    return toBoardDto(row!);
  });

  app.put(`${BASE}/:id`, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const { id } = parseInput(IdParam, req.params);
    const input = parseInput(BoardUpdate, req.body);
    const [row] = await db
      .update(boards)
      .set(input)
      .where(and(eq(boards.id, id), eq(boards.deleted, false)))
      .returning();
    if (!row) throw notFound('게시판을 찾을 수 없습니다.');
    await publishBoard('update', row);
    return toBoardDto(row);
  });

  app.delete(`${BASE}/:id`, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const { id } = parseInput(IdParam, req.params);
    const [row] = await db
      .update(boards)
      .set({ deleted: true })
      .where(and(eq(boards.id, id), eq(boards.deleted, false)))
      .returning();
    if (!row) throw notFound('게시판을 찾을 수 없습니다.');
    await publishBoard('delete', row);
    return { result: true };
  });
}
