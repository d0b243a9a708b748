import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ParsedTableQuery } from '../../../src/contract';
import type { Db } from '../../db/client';
import { type Alongside, withAlongside } from '../../lib/alongside';
import { type KeptFigures, runTableQuery } from '../../lib/table-query';
import type { Points } from '../point';
import type { SessionUser } from '../user/sessions';
import { readableBoards } from './access';
import { postResource } from './resources';
import { boards, postBoardStats, postLikes, posts } from './tables';

export type PostRow = typeof posts.$inferSelect;
type NewPost = Omit<typeof posts.$inferInsert, 'popular'>;
type PostEdit = Pick<NewPost, 'title' | 'content' | 'categoryNumber' | 'staffEditedAt' | 'staffEditedBy'>;

const livePosts = sql<number>`coalesce(sum(${postBoardStats.livePosts}), 0)::int`;
const allPosts = sql<number>`coalesce(sum(${postBoardStats.allPosts}), 0)::int`;

/** The kept figures (`post_board_stats`) of the posts of the boards `stats` picks. */
function keptFigures(db: Db, stats: SQL): KeptFigures {
  const figure = (value: SQL) => sql`(${db.select({ value }).from(postBoardStats).where(stats)})`;
  return {
    live: figure(livePosts),
    all: figure(allPosts),
    head: figure(sql`max(${postBoardStats.headRev})`),
  };
}

/** Posts and their likes; writing, removing and liking pay their points in the same transaction. */
export function createPostRepository(db: Db, points: Pick<Points, 'transaction'>) {
  const table = (query: ParsedTableQuery, scope: SQL, stats: SQL) =>
    runTableQuery(db, postResource, query, scope, keptFigures(db, stats));
  const readableIds = (user: SessionUser | null) =>
    db
      .select({ id: boards.id })
      .from(boards)
      .where(and(eq(boards.deleted, false), readableBoards(user)));

  return {
    async findLive(id: string): Promise<PostRow | undefined> {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.deleted, false)))
        .limit(1);
      return row;
    },

    /** Tombstones included. */
    async find(id: string): Promise<PostRow | undefined> {
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row;
    },

    newest: (boardId: string, length: number): Promise<PostRow[]> =>
      db
        .select()
        .from(posts)
        .where(and(eq(posts.boardId, boardId), eq(posts.deleted, false)))
        .orderBy(desc(posts.createdAt))
        .limit(length),

    tableOfBoard: (boardId: string, query: ParsedTableQuery) =>
      table(query, eq(posts.boardId, boardId), eq(postBoardStats.boardId, boardId)),

    /** Every board the user may read, in one table; a deleted board's posts are gone with it. */
    tableOfReadable(user: SessionUser | null, query: ParsedTableQuery) {
      const readable = readableIds(user);
      return table(query, inArray(posts.boardId, readable), inArray(postBoardStats.boardId, readable));
    },

    /** That table's `recordsTotal` on its own: its live posts, or with `tombstones` (a rev pull's) all. */
    async totalOfReadable(user: SessionUser | null, tombstones: boolean): Promise<number> {
      const [row] = await db
        .select({ total: (tombstones ? allPosts : livePosts).mapWith(Number) })
        .from(postBoardStats)
        .where(inArray(postBoardStats.boardId, readableIds(user)));
      return row?.total ?? 0;
    },

    /** A view is counted without a new rev: clients need not re-pull a post because it was read. */
    countView: (id: string): Promise<PostRow | undefined> =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.skip_rev', 'on', true)`);
        const [row] = await tx
          .update(posts)
          .set({ viewCount: sql`${posts.viewCount} + 1` })
          .where(and(eq(posts.id, id), eq(posts.deleted, false)))
          .returning();
        return row;
      }),

    /** The new post, or undefined when its id is taken (a resent outbox call). */
    insert: (post: NewPost): Promise<PostRow | undefined> =>
      points.transaction(async (tx, { earning }) => {
        const [created] = await tx
          .insert(posts)
          .values(post)
          .onConflictDoNothing({ target: posts.id })
          .returning();
        if (created) await earning.postWritten(created);
        return created;
      }),

    update: (id: string, edit: PostEdit, alongside?: Alongside<PostRow>): Promise<PostRow> =>
      withAlongside(
        db,
        async (q) => {
          const [row] = await q.update(posts).set(edit).where(eq(posts.id, id)).returning();
          return row!;
        },
        alongside,
      ),

    remove: (id: string, alongside?: Alongside<PostRow>): Promise<PostRow> =>
      points.transaction(async (tx, { earning }) => {
        const [row] = await tx.update(posts).set({ deleted: true }).where(eq(posts.id, id)).returning();
        await earning.postRemoved(row!);
        await alongside?.(tx, row!);
        return row!;
      }),

    async isLiked(postId: string, userUuid: string): Promise<boolean> {
      const [like] = await db
        .select()
        .from(postLikes)
        .where(and(eq(postLikes.postId, postId), eq(postLikes.userUuid, userUuid)))
        .limit(1);
      return !!like;
    },

    /** The post with its new count, or null when the like already was as asked (idempotent). */
    setLike: (postId: string, userUuid: string, liked: boolean): Promise<PostRow | null> =>
      points.transaction(async (tx, { earning }) => {
        const touched = liked
          ? await tx.insert(postLikes).values({ postId, userUuid }).onConflictDoNothing().returning()
          : await tx
              .delete(postLikes)
              .where(and(eq(postLikes.postId, postId), eq(postLikes.userUuid, userUuid)))
              .returning();
        if (touched.length === 0) return null;
        const [row] = await tx
          .update(posts)
          .set({ likeCount: sql`${posts.likeCount} + ${liked ? 1 : -1}` })
          .where(eq(posts.id, postId))
          .returning();
        if (row)
          await earning.likeChanged({ postId, authorUuid: row.authorUuid, likerUuid: userUuid, liked });
        return row ?? null;
      }),
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;
