import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IdParam, NotificationUpdate, TableQuery, topics } from '../../../src/contract';
import { notifications, users } from '../../db/schema';
import { notFound, parseInput } from '../../lib/http-error';
import type { TableResource } from '../../lib/table-query';
import { runTableQuery } from '../../lib/table-query';
import { MANAGER_OR_HIGHER, requireRole, requireUser } from '../../plugins/auth';
import { toNotificationDto } from './dto';

const BASE = '/api/v1/notification';

const notificationResource = {
  table: notifications,
  defaultOrder: 'id',
  columns: {
    id: { column: notifications.id, type: 'uuid' },
    confirmed: { column: notifications.confirmed, type: 'bool' },
    createdAt: { column: notifications.createdAt, type: 'date' },
    rev: { column: notifications.rev, type: 'int' },
  },
  toDto: toNotificationDto,
} satisfies TableResource<typeof notifications.$inferSelect, ReturnType<typeof toNotificationDto>>;

/** Staff send a notice to one member. */
const SendNotification = z.object({
  userUuid: z.string().uuid('받는 사람을 선택하세요.'),
  content: z
    .string()
    .trim()
    .min(1, '내용 항목은 필수입니다.')
    .max(500, '내용 항목은 최대 500자 이하여야 합니다.'),
  path: z.string().max(500).nullable().default(null),
});

export async function notificationRoutes(app: FastifyInstance) {
  const { db, publisher, notifier } = app;
  const own = (userUuid: string, id: string) =>
    and(eq(notifications.id, id), eq(notifications.userUuid, userUuid), eq(notifications.deleted, false));

  app.get(BASE, async (req) => {
    const { user } = await requireUser(req);
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userUuid, user.uuid), eq(notifications.deleted, false)))
      .orderBy(desc(notifications.id))
      .limit(100);
    return rows.map(toNotificationDto);
  });

  app.get(`${BASE}/table`, async (req) => {
    const { user } = await requireUser(req);
    return runTableQuery(
      db,
      notificationResource,
      parseInput(TableQuery, req.query),
      eq(notifications.userUuid, user.uuid),
    );
  });

  app.get(`${BASE}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam.extend({ id: z.string().uuid() }), req.params);
    const [row] = await db.select().from(notifications).where(own(user.uuid, id)).limit(1);
    if (!row) throw notFound('알림을 찾을 수 없습니다.');
    return toNotificationDto(row);
  });

  app.post(BASE, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(SendNotification, req.body);
    const [target] = await db
      .select({ uuid: users.uuid })
      .from(users)
      .where(eq(users.uuid, input.userUuid))
      .limit(1);
    if (!target) throw notFound('사용자를 찾을 수 없습니다.');
    await notifier.notify(input);
    return { result: true };
  });

  app.put(`${BASE}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam.extend({ id: z.string().uuid() }), req.params);
    const input = parseInput(NotificationUpdate, req.body);
    const [row] = await db.update(notifications).set(input).where(own(user.uuid, id)).returning();
    if (!row) throw notFound('알림을 찾을 수 없습니다.');
    await notifier.publish('update', row);
    return toNotificationDto(row);
  });

  app.delete(`${BASE}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam.extend({ id: z.string().uuid() }), req.params);
    const [row] = await db.update(notifications).set({ deleted: true }).where(own(user.uuid, id)).returning();
    if (!row) throw notFound('알림을 찾을 수 없습니다.');
    await notifier.publish('delete', row);
    return { result: true };
  });

  app.post(`${BASE}/confirm-all`, async (req) => {
    const { user } = await requireUser(req);
    const rows = await db
      .update(notifications)
      .set({ confirmed: true })
      .where(
        and(
          eq(notifications.userUuid, user.uuid),
          eq(notifications.confirmed, false),
          eq(notifications.deleted, false),
        ),
      )
      .returning({ id: notifications.id });
    await publisher.publish(topics.userNotification(user.uuid), { type: 'read' });
    return { count: rows.length };
  });
}
