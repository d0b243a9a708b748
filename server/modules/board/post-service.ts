import { and, eq, sql } from 'drizzle-orm';
import { type PostEvent, topics } from '../../../src/contract';
import type { Db } from '../../db/client';
import { type boards, posts } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { Publisher } from '../../lib/publisher';
import { boardReadRoles } from './access';
import { toPostDto } from './dto';

type PostRow = typeof posts.$inferSelect;

/** Announce a post change to board lists and to readers of the post: those who may read its board. */
export async function publishPost(db: Db, publisher: Publisher, type: PostEvent['type'], row: PostRow) {
  const data = toPostDto(row);
  const readRoles = await boardReadRoles(db, row.boardId);
  await Promise.all([
    publisher.publish(topics.board, { entity: 'post', type, data }, { readRoles }),
    publisher.publish(topics.post(row.id), { entity: 'post', type, data } satisfies PostEvent, { readRoles }),
  ]);
}

export async function findLivePost(db: Db, postId: string): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.deleted, false)))
    .limit(1);
  if (!row) throw notFound('게시글을 찾을 수 없습니다.');
  return row;
}

export function assertCategory(board: typeof boards.$inferSelect, categoryNumber: number | null) {
  if (categoryNumber !== null && !board.categories.some((c) => c.number === categoryNumber)) {
    throw new HttpError(400, '없는 말머리입니다.', 'categoryNumber');
  }
}

/** A view is counted without a new rev: clients need not re-pull a post because it was read. */
export async function countView(db: Db, postId: string): Promise<PostRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.skip_rev', 'on', true)`);
    const [row] = await tx
      .update(posts)
      .set({ viewCount: sql`${posts.viewCount} + 1` })
      .where(and(eq(posts.id, postId), eq(posts.deleted, false)))
      .returning();
    return row;
  });
}
