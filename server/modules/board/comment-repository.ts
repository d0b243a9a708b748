import { and, asc, eq, sql } from 'drizzle-orm';
import type { ParsedTableQuery } from '../../../src/contract';
import type { Db } from '../../db/client';
import type { Alongside } from '../../lib/alongside';
import { runTableQuery } from '../../lib/table-query';
import type { Points } from '../point';
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

/** Comments, with their post's comment count and their points, each in the comment's transaction. */
export function createCommentRepository(db: Db, points: Pick<Points, 'transaction'>) {
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
      points.transaction(async (tx, { earning }) => {
        const [created] = await tx
          .insert(comments)
          .values(comment)
          .onConflictDoNothing({ target: comments.id })
          .returning();
        if (!created) return undefined;
        await earning.commentWritten(created);
        return { created, counted: await bumpCommentCount(tx, comment.postId, 1) };
      }),

    /** The edited comment; undefined when it was deleted meanwhile. */
    async update(id: string, content: string): Promise<CommentRow | undefined> {
      const [row] = await db
        .update(comments)
        .set({ content, updatedAt: new Date() })
        .where(and(eq(comments.id, id), eq(comments.deleted, false)))
        .returning();
      return row;
    },

    /** The tombstone and its post's new count; null when another request deleted it first. */
    remove: (postId: string, id: string, alongside?: Alongside<CommentRow>) =>
      points.transaction(async (tx, { earning }) => {
        const [row] = await tx
          .update(comments)
          .set({ deleted: true })
          .where(and(eq(comments.id, id), eq(comments.deleted, false)))
          .returning();
        if (!row) return null;
        await earning.commentRemoved(row);
        await alongside?.(tx, row);
        return { row, counted: await bumpCommentCount(tx, postId, -1) };
      }),
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
