import { type Notification, type NotificationEvent, topics } from '../../../src/contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Publisher } from '../../lib/publisher';

type Row = typeof notifications.$inferSelect;

export const toNotificationDto = (n: Row): Notification => ({
  id: n.id,
  rev: n.rev,
  deleted: n.deleted,
  content: n.content,
  createdAt: n.createdAt.toISOString(),
  confirmed: n.confirmed,
  addData: { path: n.path },
});

export const publishNotification = (publisher: Publisher, type: 'create' | 'update' | 'delete', row: Row) =>
  publisher.publish(topics.userNotification(row.userUuid), {
    type,
    data: toNotificationDto(row),
  } satisfies NotificationEvent);

export async function notify(
  db: Db,
  publisher: Publisher,
  input: { userUuid: string; content: string; path: string | null },
): Promise<void> {
  const [row] = await db
    .insert(notifications)
    .values({ id: newId(), ...input })
    .returning();
  await publishNotification(publisher, 'create', row!);
}
