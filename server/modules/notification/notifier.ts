import type { z } from 'zod';
import { type ChangeType, type NotificationEvent, product, topics } from '../../../src/contract';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import type { Publisher } from '../../lib/publisher';
import type { PushSender } from '../push/sender';
import { toNotificationDto } from './dto';
import { notifications } from './tables';

type Row = typeof notifications.$inferSelect;

/** How any module tells a member something: stored, sent to their open apps, pushed to their devices. */
export function createNotifier({
  db,
  publisher,
  pushSender,
}: {
  db: Db;
  publisher: Publisher;
  pushSender: PushSender;
}) {
  const publish = (type: z.infer<typeof ChangeType>, row: Row) =>
    publisher.publish(topics.userNotification(row.userUuid), {
      type,
      data: toNotificationDto(row),
    } satisfies NotificationEvent);

  return {
    publish,
    async notify(input: { userUuid: string; content: string; path: string | null }): Promise<void> {
      const [row] = await db
        .insert(notifications)
        .values({ id: newId(), ...input })
        .returning();
      await publish('create', row!);
      // The request does not wait for push services on the internet.
      void pushSender.sendToUser(input.userUuid, {
        title: product.name,
        body: input.content,
        data: input.path ? { link: input.path } : {},
        tag: row!.id,
      });
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
