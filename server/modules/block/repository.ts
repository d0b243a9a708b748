import { and, desc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Block, BlockInput, BlockUpdate, ParsedTableQuery, TableResponse } from '../../../src/contract';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { runTableQuery } from '../../lib/table-query';
import { users } from '../user/tables';
import { type BlockRow, toBlockDto } from './dto';
import { blockResource } from './resources';
import { blocks } from './tables';

/** The blocks a member owns; every read carries the blocked member's current nickname. */
export function createBlockRepository(db: Db) {
  const withNickname = () =>
    db
      .select({ block: blocks, nickname: users.nickname })
      .from(blocks)
      .innerJoin(users, eq(users.uuid, blocks.userUuid));
  const flatten = (r: { block: typeof blocks.$inferSelect; nickname: string }): BlockRow => ({
    ...r.block,
    userNickname: r.nickname,
  });

  return {
    /** A live block of this owner. */
    async findOwn(ownerUuid: string, id: string): Promise<BlockRow | undefined> {
      const [row] = await withNickname()
        .where(and(eq(blocks.id, id), eq(blocks.ownerUuid, ownerUuid), eq(blocks.deleted, false)))
        .limit(1);
      return row && flatten(row);
    },

    /** Any block, tombstones included: what a change announces. */
    async find(id: string): Promise<BlockRow | undefined> {
      const [row] = await withNickname().where(eq(blocks.id, id)).limit(1);
      return row && flatten(row);
    },

    async listOwn(ownerUuid: string): Promise<BlockRow[]> {
      const rows = await withNickname()
        .where(and(eq(blocks.ownerUuid, ownerUuid), eq(blocks.deleted, false)))
        .orderBy(desc(blocks.createdAt));
      return rows.map(flatten);
    },

    async table(ownerUuid: string, query: ParsedTableQuery): Promise<TableResponse<Block>> {
      const page = await runTableQuery(db, blockResource, query, eq(blocks.ownerUuid, ownerUuid));
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
    },

    /** When the owner's list last changed, in epoch milliseconds (0 when never). */
    async latestTime(ownerUuid: string): Promise<number> {
      const [row] = await db
        .select({ at: max(blocks.updatedAt) })
        .from(blocks)
        .where(eq(blocks.ownerUuid, ownerUuid));
      return row?.at ? new Date(row.at).getTime() : 0;
    },

    async isBlocked(ownerUuid: string, userUuid: string): Promise<boolean> {
      const [row] = await db
        .select({ id: blocks.id })
        .from(blocks)
        .where(and(eq(blocks.ownerUuid, ownerUuid), eq(blocks.userUuid, userUuid), eq(blocks.deleted, false)))
        .limit(1);
      return !!row;
    },

    /** The new block's id, or undefined when the owner already blocks that member. */
    async create(ownerUuid: string, input: z.output<typeof BlockInput>): Promise<string | undefined> {
      const [created] = await db
        .insert(blocks)
        .values({ id: newId(), ownerUuid, userUuid: input.userUuid, reason: input.reason })
        .onConflictDoNothing()
        .returning({ id: blocks.id });
      return created?.id;
    },

    async update(id: string, input: z.output<typeof BlockUpdate>): Promise<void> {
      await db.update(blocks).set(input).where(eq(blocks.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.update(blocks).set({ deleted: true }).where(eq(blocks.id, id));
    },
  };
}

export type BlockRepository = ReturnType<typeof createBlockRepository>;
