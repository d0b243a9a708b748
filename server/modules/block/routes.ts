import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  apiRoutes,
  type BlockEvent,
  BlockInput,
  BlockUpdate,
  TableQuery,
  topics,
} from '../../../src/contract';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { requireUser } from '../../plugins/auth';
import { type BlockRow, toBlockDto } from './dto';

const IdParam = z.object({ id: z.string().uuid('차단 항목을 찾을 수 없습니다.') });
const UserParam = z.object({ id: z.string().uuid('사용자를 찾을 수 없습니다.') });

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

  app.get(apiRoutes.blocks, async (req) => {
    const { user } = await requireUser(req);
    return (await blocks.listOwn(user.uuid)).map(toBlockDto);
  });

  app.get(apiRoutes.blockTable, async (req) => {
    const { user } = await requireUser(req);
    return blocks.table(user.uuid, parseInput(TableQuery, req.query));
  });

  /** When the list last changed: clients compare it with what they hold before re-reading. */
  app.get(apiRoutes.blockLatestTime, async (req) => {
    const { user } = await requireUser(req);
    return { latestTime: await blocks.latestTime(user.uuid) };
  });

  app.get(apiRoutes.blockExists, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(UserParam, req.params);
    return { exists: await blocks.isBlocked(user.uuid, id) };
  });

  app.get(apiRoutes.block, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    return toBlockDto(await loadOwn(user.uuid, id));
  });

  app.post(apiRoutes.blocks, async (req) => {
    const { user } = await requireUser(req);
    const input = parseInput(BlockInput, req.body);
    if (input.userUuid === user.uuid) throw new HttpError(400, '자기 자신은 차단할 수 없습니다.', 'userUuid');
    if (!(await accounts.exists(input.userUuid)))
      throw new HttpError(400, '사용자를 찾을 수 없습니다.', 'userUuid');
    const id = await blocks.create(user.uuid, input);
    if (!id) throw new HttpError(400, '이미 차단한 사용자입니다.', 'userUuid');
    await publish('create', user.uuid, id);
    return toBlockDto(await loadOwn(user.uuid, id));
  });

  app.put(apiRoutes.block, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    const input = parseInput(BlockUpdate, req.body);
    await loadOwn(user.uuid, id);
    await blocks.update(id, input);
    await publish('update', user.uuid, id);
    return toBlockDto(await loadOwn(user.uuid, id));
  });

  app.delete(apiRoutes.block, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    await loadOwn(user.uuid, id);
    await blocks.remove(id);
    await publish('delete', user.uuid, id);
    return { result: true };
  });
}
