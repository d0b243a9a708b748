import { and, asc, eq, sql } from 'drizzle-orm';
import type { ParsedTableQuery } from '../../../src/contract';
import type { Db } from '../../db/client';
import { runTableQuery } from '../../lib/table-query';
import { commentResource } from './resources';
import { comments, posts } from './tables';

export type CommentRow = typeof comments.$inferSelect;
type NewComment = typeof comments.$inferInsert;

/**
 * Comment counts change the post row in the same transaction as the comment they count (a crash
 * between the two cannot leave them apart).
 */
async function bumpCommentCount(tx: Db, postId: string, by: 1 | -1) {
  const [row] = await tx
    .update(posts)
    .set({ commentCount: sql`greatest(${posts.commentCount} + ${by}, 0)` })
    .where(eq(posts.id, postId))
    .returning();
  return row;
}

/** Comments, with their post's comment count. */
export function createCommentRepository(db: Db) {
  return {
    list: (postId: string): Promise<CommentRow[]> =>
      db
        .select()
        .from(comments)
        .where(and(eq(comments.postId, postId), eq(comments.deleted, false)))
        .orderBy(asc(comments.createdAt)),

    table: (postId: string, query: ParsedTableQuery) =>
      runTableQuery(db, commentResource, query, eq(comments.postId, postId)),

    async findLive(postId: string, id: string): Promise<CommentRow | undefined> {
      const [row] = await db
        .select()
        .from(comments)
        .where(and(eq(comments.id, id), eq(comments.postId, postId), eq(comments.deleted, false)))
        .limit(1);
      return row;
    },

    /** Tombstones included. */
    async find(id: string): Promise<CommentRow | undefined> {
      const [row] = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
      return row;
    },

    /** The new comment and its post's new count; undefined when the id is taken (a resent outbox call). */
    create: (comment: NewComment) =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(comments)
          .values(comment)
          .onConflictDoNothing({ target: comments.id })
          .returning();
        return created && { created, counted: await bumpCommentCount(tx, comment.postId, 1) };
      }),

    async update(id: string, content: string): Promise<CommentRow> {
      const [row] = await db.update(comments).set({ content }).where(eq(comments.id, id)).returning();
      return row!;
    },

    /** The tombstone and its post's new count. */
    remove: (postId: string, id: string) =>
      db.transaction(async (tx) => {
        const [row] = await tx.update(comments).set({ deleted: true }).where(eq(comments.id, id)).returning();
        return { row: row!, counted: await bumpCommentCount(tx, postId, -1) };
      }),
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
