import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as api, apiRoutes, TableQuery, topics } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { notFound, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { toNotificationDto } from './dto';

/**
 * `/notification`'s calls (`notificationEndpoints`); the table, the worker's pull, stays by hand.
 */
export async function notificationRoutes(app: FastifyInstance) {
  const { notificationRepository: notifications, publisher, notifier, accountRepository: accounts } = app;

  route(app, api.list, async (req) => {
    const { user } = await requireUser(req);
    return (await notifications.listOwn(user.uuid)).map(toNotificationDto);
  });

  app.get(apiRoutes.notificationTable, async (req) => {
    const { user } = await requireUser(req);
    return notifications.table(user.uuid, parseInput(TableQuery, req.query));
  });

  route(app, api.get, async (req) => {
    const { user } = await requireUser(req);
    const row = await notifications.findOwn(user.uuid, req.params.id);
    if (!row) throw notFound('알림을 찾을 수 없습니다.');
    return toNotificationDto(row);
  });

  route(app, api.send, async (req) => {
    const input = req.body;
    if (!(await accounts.exists(input.userUuid))) throw notFound('사용자를 찾을 수 없습니다.');
    await notifier.notify(input);
    return { result: true } as const;
  });

  route(app, api.update, async (req) => {
    const { user } = await requireUser(req);
    const row = await notifications.update(user.uuid, req.params.id, req.body);
    if (!row) throw notFound('알림을 찾을 수 없습니다.');
    await notifier.publish('update', row);
    return toNotificationDto(row);
  });

  route(app, api.remove, async (req) => {
    const { user } = await requireUser(req);
    const row = await notifications.remove(user.uuid, req.params.id);
    if (!row) throw notFound('알림을 찾을 수 없습니다.');
    await notifier.publish('delete', row);
    return { result: true } as const;
  });

  route(app, api.confirmAll, async (req) => {
    const { user } = await requireUser(req);
    const count = await notifications.confirmAll(user.uuid);
    await publisher.publish(topics.userNotification(user.uuid), { type: 'read' });
    return { count };
  });
}
