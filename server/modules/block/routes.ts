import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type Block,
  type BlockEvent,
  BlockInput,
  BlockUpdate,
  TableQuery,
  topics,
} from '../../../src/contract';
import { blocks, users } from '../../db/schema';
import { HttpError, notFound, parseInput } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { runTableQuery, type TableResource } from '../../lib/table-query';
import { requireUser } from '../../plugins/auth';

const BASE = '/api/v1/user/me/block';
const IdParam = z.object({ id: z.string().uuid('차단 항목을 찾을 수 없습니다.') });

type Row = typeof blocks.$inferSelect & { userNickname: string };

const toBlockDto = (b: Row): Block => ({
  id: b.id,
  rev: b.rev,
  deleted: b.deleted,
  userUuid: b.userUuid,
  userNickname: b.userNickname,
  reason: b.reason,
  createdAt: b.createdAt.toISOString(),
});

export async function blockRoutes(app: FastifyInstance) {
  const { db, publisher } = app;
  /** Blocks with the blocked user's current nickname. */
  const withNickname = () =>
    db
      .select({ block: blocks, nickname: users.nickname })
      .from(blocks)
      .innerJoin(users, eq(users.uuid, blocks.userUuid));
  const flatten = (r: { block: typeof blocks.$inferSelect; nickname: string }): Row => ({
    ...r.block,
    userNickname: r.nickname,
  });

  async function loadOwn(ownerUuid: string, id: string): Promise<Row> {
    const [row] = await withNickname()
      .where(and(eq(blocks.id, id), eq(blocks.ownerUuid, ownerUuid), eq(blocks.deleted, false)))
      .limit(1);
    if (!row) throw notFound('차단 항목을 찾을 수 없습니다.');
    return flatten(row);
  }

  async function publish(type: BlockEvent['type'], ownerUuid: string, id: string) {
    const [row] = await withNickname().where(eq(blocks.id, id)).limit(1);
    if (row)
      await publisher.publish(topics.userBlock(ownerUuid), {
        type,
        data: toBlockDto(flatten(row)),
      } satisfies BlockEvent);
  }

  const resource = {
    table: blocks,
    defaultOrder: 'createdAt',
    columns: {
      userUuid: { column: blocks.userUuid, type: 'uuid' },
      rev: { column: blocks.rev, type: 'int' },
      createdAt: { column: blocks.createdAt, type: 'date' },
    },
    toDto: toBlockDto,
  } satisfies TableResource<Row, Block>;

  app.get(BASE, async (req) => {
    const { user } = await requireUser(req);
    const rows = await withNickname()
      .where(and(eq(blocks.ownerUuid, user.uuid), eq(blocks.deleted, false)))
      .orderBy(desc(blocks.createdAt));
    return rows.map((r) => toBlockDto(flatten(r)));
  });

  app.get(`${BASE}/table`, async (req) => {
    const { user } = await requireUser(req);
    const page = await runTableQuery(
      db,
      { ...resource, toDto: (b: typeof blocks.$inferSelect) => b },
      parseInput(TableQuery, req.query),
      eq(blocks.ownerUuid, user.uuid),
    );
    const uuids = [...new Set(page.data.map((b) => b.userUuid))];
    const named = uuids.length
      ? await db
          .select({ uuid: users.uuid, nickname: users.nickname })
          .from(users)
          .where(inArray(users.uuid, uuids))
      : [];
    const nicknames = new Map(named.map((u) => [u.uuid, u.nickname]));
    return {
      ...page,
      data: page.data.map((b) => toBlockDto({ ...b, userNickname: nicknames.get(b.userUuid) ?? '' })),
    };
  });

  /** When the list last changed: clients compare it with what they hold before re-reading. */
  app.get(`${BASE}/latest-time`, async (req) => {
    const { user } = await requireUser(req);
    const [row] = await db
      .select({ at: max(blocks.updatedAt) })
      .from(blocks)
      .where(eq(blocks.ownerUuid, user.uuid));
    return { latestTime: row?.at ? new Date(row.at).getTime() : 0 };
  });

  app.get(`${BASE}/exists/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(z.object({ id: z.string().uuid('사용자를 찾을 수 없습니다.') }), req.params);
    const [row] = await db
      .select({ id: blocks.id })
      .from(blocks)
      .where(and(eq(blocks.ownerUuid, user.uuid), eq(blocks.userUuid, id), eq(blocks.deleted, false)))
      .limit(1);
    return { exists: !!row };
  });

  app.get(`${BASE}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    return toBlockDto(await loadOwn(user.uuid, id));
  });

  app.post(BASE, async (req) => {
    const { user } = await requireUser(req);
    const input = parseInput(BlockInput, req.body);
    if (input.userUuid === user.uuid) throw new HttpError(400, '자기 자신은 차단할 수 없습니다.', 'userUuid');
    const [target] = await db
      .select({ uuid: users.uuid })
      .from(users)
      .where(eq(users.uuid, input.userUuid))
      .limit(1);
    if (!target) throw new HttpError(400, '사용자를 찾을 수 없습니다.', 'userUuid');
    const [created] = await db
      .insert(blocks)
      .values({ id: newId(), ownerUuid: user.uuid, userUuid: input.userUuid, reason: input.reason })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new HttpError(400, '이미 차단한 사용자입니다.', 'userUuid');
    await publish('create', user.uuid, created.id);
    return toBlockDto(await loadOwn(user.uuid, created.id));
  });

  app.put(`${BASE}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    const input = parseInput(BlockUpdate, req.body);
    await loadOwn(user.uuid, id);
    await db.update(blocks).set(input).where(eq(blocks.id, id));
    await publish('update', user.uuid, id);
    return toBlockDto(await loadOwn(user.uuid, id));
  });

  app.delete(`${BASE}/:id`, async (req) => {
    const { user } = await requireUser(req);
    const { id } = parseInput(IdParam, req.params);
    await loadOwn(user.uuid, id);
    await db.update(blocks).set({ deleted: true }).where(eq(blocks.id, id));
    await publish('delete', user.uuid, id);
    return { result: true };
  });
}
