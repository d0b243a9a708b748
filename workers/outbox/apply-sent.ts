import type { RxCollection } from 'rxdb';
import type { z } from 'zod';
import { Block, Comment, Notification } from '../../src/contract';
import type { C9Database } from '../db/database';
import type { OutboxDoc } from '../db/local-types';
import { StoredPost } from '../db/post-keys';
import { upsertFreshRows } from '../sync/local-rows';

type Row = { id: string; rev: number; deleted: boolean };

async function upsertAnswer<T extends Row>(
  collection: RxCollection<Omit<T, 'deleted'>>,
  row: z.ZodType<T>,
  body: unknown,
): Promise<boolean> {
  const parsed = row.safeParse(body);
  if (parsed.success) await upsertFreshRows(collection, [parsed.data]);
  return parsed.success;
}

/**
 * Shows a delivered write at once instead of waiting for the socket or the next pull (which bring
 * the same row and overwrite this copy). Answers that are not a row are left to the replication.
 */
export async function applySent(db: C9Database, entry: OutboxDoc, body: unknown): Promise<void> {
  switch (entry.kind) {
    case 'post.create':
    case 'post.update':
      await upsertAnswer(db.posts, StoredPost, body);
      return;
    case 'post.delete':
      await db.posts.findOne(entry.scope).incrementalRemove();
      return;
    case 'comment.create':
      await upsertAnswer(db.comments, Comment, body);
      return;
    case 'notification.confirm':
      if (!(await upsertAnswer(db.notifications, Notification, body))) {
        await db.notifications.findOne(entry.scope).incrementalPatch({ confirmed: true });
      }
      return;
    case 'notification.confirmAll':
      await db.notifications.find({ selector: { confirmed: false } }).incrementalPatch({ confirmed: true });
      return;
    case 'block.create':
    case 'block.update':
      await upsertAnswer(db.blocks, Block, body);
      return;
    case 'block.delete':
      await db.blocks.findOne(entry.scope).incrementalRemove();
      return;
  }
}
