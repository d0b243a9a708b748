import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiRoutes, IdParam, NotificationUpdate, TableQuery, topics } from '../../../src/contract';
import { notFound, parseInput } from '../../lib/http-error';
import { MANAGER_OR_HIGHER, requireRole, requireUser } from '../../plugins/auth';
import { toNotificationDto } from './dto';

const NotificationParam = IdParam.extend({ id: z.string().uuid() });

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
  const { notificationRepository: notifications, publisher, notifier, accountRepository: accounts } = app;

  app.get(apiRoutes.notifications, async (req) => {
    const { user } = await requireUser(req);
    return (await notifications.listOwn(user.uuid)).map(toNotificationDto);
  });

  app.get(apiRoutes.notificationTable, async (req) => {
    const { user } = await requireUser(req);
    return notifications.table(user.uuid, parseInput(TableQuery, req.query));
  });

  app.get(apiRoutes.notification, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(NotificationParam, req.params);
    const row = await notifications.findOwn(user.uuid, id);
    if (!row) throw notFound('알림을 찾을 수 없습니다.');
    return toNotificationDto(row);
  });

  app.post(apiRoutes.notifications, async (req) => {
    await requireRole(req, MANAGER_OR_HIGHER);
    const input = parseInput(SendNotification, req.body);
    if (!(await accounts.exists(input.userUuid))) throw notFound('사용자를 찾을 수 없습니다.');
    await notifier.notify(input);
    return { result: true };
  });

  app.put(apiRoutes.notification, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(NotificationParam, req.params);
    const input = parseInput(NotificationUpdate, req.body);
    const row = await notifications.update(user.uuid, id, input);
    if (!row) throw notFound('알림을 찾을 수 없습니다.');
    await notifier.publish('update', row);
    return toNotificationDto(row);
  });

  app.delete(apiRoutes.notification, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(NotificationParam, req.params);
    const row = await notifications.remove(user.uuid, id);
    if (!row) throw notFound('알림을 찾을 수 없습니다.');
    await notifier.publish('delete', row);
    return { result: true };
  });

  app.post(apiRoutes.notificationConfirmAll, async (req) => {
    const { user } = await requireUser(req);
    const count = await notifications.confirmAll(user.uuid);
    await publisher.publish(topics.userNotification(user.uuid), { type: 'read' });
    return { count };
  });
}
