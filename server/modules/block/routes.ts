import type { FastifyInstance } from 'fastify';
import { blockEndpoints as api, apiRoutes, type BlockEvent, TableQuery, topics } from '../../../src/contract';
import { route } from '../../lib/endpoint-route';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { type BlockRow, toBlockDto } from './dto';

/** `/user/me/block`'s calls (`blockEndpoints`); the table, the worker's pull, stays by hand. */
export async function blockRoutes(app: FastifyInstance) {
  const { blockRepository: blocks, publisher, accountRepository: accounts } = app;

  async function loadOwn(ownerUuid: string, id: string): Promise<BlockRow> {
    const row = await blocks.findOwn(ownerUuid, id);
    if (!row) throw notFound('차단 항목을 찾을 수 없습니다.');
    return row;
  }

  async function publish(type: BlockEvent['type'], ownerUuid: string, id: string) {
    const row = await blocks.find(id);
    if (row)
      await publisher.publish(topics.userBlock(ownerUuid), {
        type,
        data: toBlockDto(row),
      } satisfies BlockEvent);
  }

  route(app, api.list, async (req) => {
    const { user } = await requireUser(req);
    return (await blocks.listOwn(user.uuid)).map(toBlockDto);
  });

  app.get(apiRoutes.blockTable, async (req) => {
    const { user } = await requireUser(req);
    return blocks.table(user.uuid, parseInput(TableQuery, req.query));
  });

  /** When the list last changed: clients compare it with what they hold before re-reading. */
  route(app, api.latestTime, async (req) => {
    const { user } = await requireUser(req);
    return { latestTime: await blocks.latestTime(user.uuid) };
  });

  route(app, api.exists, async (req) => {
    const { user } = await requireUser(req);
    return { exists: await blocks.isBlocked(user.uuid, req.params.id) };
  });

  route(app, api.get, async (req) => {
    const { user } = await requireUser(req);
    return toBlockDto(await loadOwn(user.uuid, req.params.id));
  });

  route(app, api.create, async (req) => {
    const { user } = await requireUser(req);
    const input = req.body;
    if (input.userUuid === user.uuid) throw new HttpError(400, '자기 자신은 차단할 수 없습니다.', 'userUuid');
    if (!(await accounts.exists(input.userUuid)))
      throw new HttpError(400, '사용자를 찾을 수 없습니다.', 'userUuid');
    const id = await blocks.create(user.uuid, input);
    if (!id) throw new HttpError(400, '이미 차단한 사용자입니다.', 'userUuid');
    await publish('create', user.uuid, id);
    return toBlockDto(await loadOwn(user.uuid, id));
  });

  route(app, api.update, async (req) => {
    const { user } = await requireUser(req);
    const { id } = req.params;
    await loadOwn(user.uuid, id);
    await blocks.update(id, req.body);
    await publish('update', user.uuid, id);
    return toBlockDto(await loadOwn(user.uuid, id));
  });

  route(app, api.remove, async (req) => {
    const { user } = await requireUser(req);
    const { id } = req.params;
    await loadOwn(user.uuid, id);
    await blocks.remove(id);
    await publish('delete', user.uuid, id);
    return { result: true } as const;
  });
}
