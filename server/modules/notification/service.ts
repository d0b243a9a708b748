import { type Notification, type NotificationEvent, product, topics } from '../../../src/contract';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Publisher } from '../../lib/publisher';
import type { PushSender } from '../push/sender';

export interface NotifyDeps {
  db: Db;
  publisher: Publisher;
  push: PushSender;
}

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

/** Stores a notification, tells the user's open apps, and pushes it to their devices. */
export async function notify(
  { db, publisher, push }: NotifyDeps,
  input: { userUuid: string; content: string; path: string | null },
): Promise<void> {
  const [row] = await db
    .insert(notifications)
    .values({ id: newId(), ...input })
    .returning();
  await publishNotification(publisher, 'create', row!);
  // The request does not wait for push services on the internet.
  void push.sendToUser(input.userUuid, {
    title: product.name,
    body: input.content,
    data: input.path ? { link: input.path } : {},
    tag: row!.id,
  });
}
