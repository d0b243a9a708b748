import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  MyRewardEntry,
  RewardEntryResult,
  RewardItem,
  RewardItemInput,
  RewardWinner,
} from '../../../src/contract';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { PointWork } from '../point';
import { notEnoughPoints } from '../point/ledger';
import { users } from '../user/tables';
import { seoulTime } from './seoul-time';
import { rewardEntries, rewardItems } from './tables';

type ItemInput = z.output<typeof RewardItemInput>;
type ItemRow = typeof rewardItems.$inferSelect;
type EntryRow = typeof rewardEntries.$inferSelect;

const toItem = (row: ItemRow): RewardItem => ({
  id: row.id,
  name: row.name,
  description: row.description,
  cost: row.cost,
  stock: row.stock,
  handedOut: row.handedOut,
  opensAt: row.opensAt.toISOString(),
  hidden: row.hidden,
});

const toEntry = (row: EntryRow, itemName: string): MyRewardEntry => ({
  id: row.id,
  itemId: row.itemId,
  itemName,
  cost: row.cost,
  giftCode: row.giftCode,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A member enters for a gift inside the caller's points transaction: the entry row (its key allows
 * one per member per item, even racing), the item's handed-out count (one conditional update, so
 * never past the stock) and the ledger debit commit together; any refusal takes all of them back.
 */
export async function enterReward(
  tx: Db,
  { pay }: PointWork,
  userUuid: string,
  itemId: string,
  now = new Date(),
): Promise<RewardEntryResult> {
  const [item] = await tx.select().from(rewardItems).where(eq(rewardItems.id, itemId)).limit(1);
  if (!item || item.hidden) throw notFound('리워드 상품을 찾을 수 없습니다.');
  if (now < item.opensAt)
    throw new HttpError(400, `아직 열리지 않았어요. ${seoulTime(item.opensAt)}에 열려요.`);

  const [entry] = await tx
    .insert(rewardEntries)
    .values({ id: newId(), itemId, userUuid, cost: item.cost })
    .onConflictDoNothing()
    .returning();
  if (!entry) throw new HttpError(409, '이미 받은 상품입니다. 상품마다 한 번씩 받을 수 있어요.');

  const [counted] = await tx
    .update(rewardItems)
    .set({ handedOut: sql`${rewardItems.handedOut} + 1` })
    .where(and(eq(rewardItems.id, itemId), sql`${rewardItems.handedOut} < ${rewardItems.stock}`))
    .returning({ id: rewardItems.id });
  if (!counted) throw new HttpError(409, '선착순 수량이 모두 소진되었습니다.');

  const paid = await pay({
    userUuid,
    type: 'D',
    amount: item.cost,
    reason: 'REWARD_ENTRY',
    memo: item.name,
    ref: { type: 'reward', id: item.id },
    actorUuid: userUuid,
    idempotencyKey: `reward:${item.id}`,
  }).catch((error: unknown) => {
    if (error instanceof HttpError && error.message === notEnoughPoints().message)
      throw new HttpError(
        400,
        `포인트가 부족합니다. 이 상품은 ${item.cost.toLocaleString('ko-KR')}P가 필요해요. 포인트는 차감되지 않았습니다.`,
      );
    throw error;
  });
  return { entry: toEntry(entry, item.name), point: paid.point };
}

export function createRewardShopRepository(db: Db) {
  return {
    /** The shop's shelf: items not hidden, soonest opening first; `all` adds the hidden (staff). */
    async items(all: boolean): Promise<RewardItem[]> {
      const rows = await db
        .select()
        .from(rewardItems)
        .where(all ? undefined : eq(rewardItems.hidden, false))
        .orderBy(desc(rewardItems.opensAt))
        .limit(200);
      return rows.map(toItem);
    },

    async createItem(input: ItemInput, staffUuid: string): Promise<RewardItem> {
      const [row] = await db
        .insert(rewardItems)
        .values({ id: newId(), ...input, opensAt: new Date(input.opensAt), createdBy: staffUuid })
        .returning();
      if (!row) throw new HttpError(500, '상품을 저장하지 못했습니다.');
      return toItem(row);
    },

    /** Changes an item; its stock never goes below what was already handed out. */
    async updateItem(id: string, input: ItemInput): Promise<RewardItem> {
      const [row] = await db
        .update(rewardItems)
        .set({ ...input, opensAt: new Date(input.opensAt) })
        .where(and(eq(rewardItems.id, id), sql`${rewardItems.handedOut} <= ${input.stock}`))
        .returning();
      if (row) return toItem(row);
      const [exists] = await db
        .select({ handedOut: rewardItems.handedOut })
        .from(rewardItems)
        .where(eq(rewardItems.id, id));
      if (!exists) throw notFound('리워드 상품을 찾을 수 없습니다.');
      throw new HttpError(
        400,
        `이미 ${exists.handedOut}개가 나갔습니다. 수량은 그보다 적을 수 없습니다.`,
        'stock',
      );
    },

    async myEntries(userUuid: string): Promise<MyRewardEntry[]> {
      const rows = await db
        .select({ entry: rewardEntries, itemName: rewardItems.name })
        .from(rewardEntries)
        .innerJoin(rewardItems, eq(rewardItems.id, rewardEntries.itemId))
        .where(eq(rewardEntries.userUuid, userUuid))
        .orderBy(desc(rewardEntries.createdAt))
        .limit(100);
      return rows.map((r) => toEntry(r.entry, r.itemName));
    },

    /** Every winner, newest first, with the member and the gift code (staff only). */
    async winners(): Promise<RewardWinner[]> {
      const rows = await db
        .select({
          entry: rewardEntries,
          itemName: rewardItems.name,
          uuid: users.uuid,
          nickname: users.nickname,
        })
        .from(rewardEntries)
        .innerJoin(rewardItems, eq(rewardItems.id, rewardEntries.itemId))
        .innerJoin(users, eq(users.uuid, rewardEntries.userUuid))
        .orderBy(desc(rewardEntries.createdAt))
        .limit(500);
      return rows.map((r) => ({
        ...toEntry(r.entry, r.itemName),
        member: { uuid: r.uuid, nickname: r.nickname },
      }));
    },

    /** Staff hand the gift code over: the winner sees it from now on. */
    async deliver(entryId: string, giftCode: string, staffUuid: string): Promise<void> {
      const [row] = await db
        .update(rewardEntries)
        .set({ giftCode, deliveredAt: new Date(), deliveredBy: staffUuid })
        .where(eq(rewardEntries.id, entryId))
        .returning({ userUuid: rewardEntries.userUuid });
      if (!row) throw notFound('당첨 내역을 찾을 수 없습니다.');
    },
  };
}

export type RewardShopRepository = ReturnType<typeof createRewardShopRepository>;
