import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ParsedTableQuery } from '../../../src/contract';
import type { Db } from '../../db/client';
import { runTableQuery } from '../../lib/table-query';
import type { SessionUser } from '../user/sessions';
import { readableBoards } from './access';
import { postResource } from './resources';
import { boards, postLikes, posts } from './tables';

export type PostRow = typeof posts.$inferSelect;
type NewPost = Omit<typeof posts.$inferInsert, 'popular'>;
type PostEdit = Pick<NewPost, 'title' | 'content' | 'categoryNumber'>;

/** Posts and their likes. */
export function createPostRepository(db: Db) {
  const table = (query: ParsedTableQuery, scope: SQL) => runTableQuery(db, postResource, query, scope);

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

    tableOfBoard: (boardId: string, query: ParsedTableQuery) => table(query, eq(posts.boardId, boardId)),

    /** Every board the user may read, in one table; a deleted board's posts are gone with it. */
    tableOfReadable(user: SessionUser | null, query: ParsedTableQuery) {
      const readable = db
        .select({ id: boards.id })
        .from(boards)
        .where(and(eq(boards.deleted, false), readableBoards(user)));
      return table(query, inArray(posts.boardId, readable));
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
    async insert(post: NewPost): Promise<PostRow | undefined> {
      const [created] = await db
        .insert(posts)
        .values(post)
        .onConflictDoNothing({ target: posts.id })
        .returning();
      return created;
    },

    async update(id: string, edit: PostEdit): Promise<PostRow> {
      const [row] = await db.update(posts).set(edit).where(eq(posts.id, id)).returning();
      return row!;
    },

    async remove(id: string): Promise<PostRow> {
      const [row] = await db.update(posts).set({ deleted: true }).where(eq(posts.id, id)).returning();
      return row!;
    },

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
      db.transaction(async (tx) => {
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
        return row ?? null;
      }),
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;
