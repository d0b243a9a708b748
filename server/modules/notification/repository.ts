import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { NotificationUpdate, ParsedTableQuery } from '../../../src/contract';
import type { Db } from '../../db/client';
import { runTableQuery } from '../../lib/table-query';
import { notificationResource } from './resources';
import { notifications } from './tables';

type Row = typeof notifications.$inferSelect;

/** A member's own notifications; another member's rows are never found. */
export function createNotificationRepository(db: Db) {
  const own = (userUuid: string, id: string) =>
    and(eq(notifications.id, id), eq(notifications.userUuid, userUuid), eq(notifications.deleted, false));

  return {
    /** The newest hundred. */
    listOwn: (userUuid: string): Promise<Row[]> =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userUuid, userUuid), eq(notifications.deleted, false)))
        .orderBy(desc(notifications.id))
        .limit(100),

    table: (userUuid: string, query: ParsedTableQuery) =>
      runTableQuery(db, notificationResource, query, eq(notifications.userUuid, userUuid)),

    async findOwn(userUuid: string, id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(notifications).where(own(userUuid, id)).limit(1);
      return row;
    },

    async update(userUuid: string, id: string, input: z.output<typeof NotificationUpdate>) {
      const [row] = await db.update(notifications).set(input).where(own(userUuid, id)).returning();
      return row;
    },

    async remove(userUuid: string, id: string): Promise<Row | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ deleted: true })
        .where(own(userUuid, id))
        .returning();
      return row;
    },

    /** Marks every unread one read; how many were. */
    async confirmAll(userUuid: string): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ confirmed: true })
        .where(
          and(
            eq(notifications.userUuid, userUuid),
            eq(notifications.confirmed, false),
            eq(notifications.deleted, false),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
