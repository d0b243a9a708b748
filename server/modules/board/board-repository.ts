import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { BoardInput, BoardLatestTime, BoardUpdate, ParsedTableQuery } from '../../../src/contract';
import type { Db } from '../../db/client';
import { type Alongside, withAlongside } from '../../lib/alongside';
import { runTableQuery } from '../../lib/table-query';
import type { SessionUser } from '../user/sessions';
import { readableBoards } from './access';
import { boardResource } from './resources';
import { boards, posts } from './tables';

export type BoardRow = typeof boards.$inferSelect;

/** Boards, and the newest post times shown on board tabs. */
export function createBoardRepository(db: Db) {
  return {
    /** The live boards the user may read, in menu order. */
    readable: (user: SessionUser | null): Promise<BoardRow[]> =>
      db
        .select()
        .from(boards)
        .where(and(eq(boards.deleted, false), readableBoards(user)))
        .orderBy(asc(boards.sort), asc(boards.id)),

    table: (user: SessionUser | null, query: ParsedTableQuery) =>
      runTableQuery(db, boardResource, query, readableBoards(user)),

    /** Newest post time per `board_category`, per `board_popular`, and `all` (SPEC section 3). */
    async latestTimes(user: SessionUser | null): Promise<BoardLatestTime> {
      // A deleted board's posts are gone with it, as in the all-posts table.
      const readable = db
        .select({ id: boards.id })
        .from(boards)
        .where(and(eq(boards.deleted, false), readableBoards(user)));
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
    },

    /** Tombstones included. */
    async find(id: string): Promise<BoardRow | undefined> {
      const [row] = await db.select().from(boards).where(eq(boards.id, id)).limit(1);
      return row;
    },

    /** A new board, or a deleted one of the same id brought back with the new settings. */
    create: (
      input: z.output<typeof BoardInput>,
      revive: boolean,
      alongside?: Alongside<BoardRow>,
    ): Promise<BoardRow> =>
      withAlongside(
        db,
        async (q) => {
          const [row] = revive
            ? await q
                .update(boards)
                .set({ ...input, deleted: false })
                .where(eq(boards.id, input.id))
                .returning()
            : await q.insert(boards).values(input).returning();
          return row!;
        },
        alongside,
      ),

    /** Undefined when there is no live board of that id. */
    update: (
      id: string,
      input: z.output<typeof BoardUpdate>,
      alongside?: Alongside<BoardRow | undefined>,
    ): Promise<BoardRow | undefined> =>
      withAlongside(
        db,
        async (q) => {
          const [row] = await q
            .update(boards)
            .set(input)
            .where(and(eq(boards.id, id), eq(boards.deleted, false)))
            .returning();
          return row;
        },
        alongside,
      ),

    /** Undefined when there is no live board of that id. */
    remove: (id: string, alongside?: Alongside<BoardRow | undefined>): Promise<BoardRow | undefined> =>
      withAlongside(
        db,
        async (q) => {
          const [row] = await q
            .update(boards)
            .set({ deleted: true })
            .where(and(eq(boards.id, id), eq(boards.deleted, false)))
            .returning();
          return row;
        },
        alongside,
      ),
  };
}

export type BoardRepository = ReturnType<typeof createBoardRepository>;
