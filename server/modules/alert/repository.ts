import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';
import { blocks } from '../block/tables';
import { users } from '../user/tables';
import { alertKeywords, alertSubscribes } from './tables';

export type KeywordRow = typeof alertKeywords.$inferSelect;
export type SubscriptionRow = { s: typeof alertSubscribes.$inferSelect; nickname: string };

/** A member's alert keywords and the authors they subscribed to. */
export function createAlertRepository(db: Db) {
  /** The owner's subscriptions with each target's current nickname; `id` narrows to one. */
  const subscriptions = (ownerUuid: string, id?: string): Promise<SubscriptionRow[]> =>
    db
      .select({ s: alertSubscribes, nickname: users.nickname })
      .from(alertSubscribes)
      .innerJoin(users, eq(users.uuid, alertSubscribes.targetUuid))
      .where(and(eq(alertSubscribes.userUuid, ownerUuid), id ? eq(alertSubscribes.id, id) : undefined))
      .orderBy(asc(alertSubscribes.createdAt));

  return {
    keywords: (userUuid: string): Promise<KeywordRow[]> =>
      db
        .select()
        .from(alertKeywords)
        .where(eq(alertKeywords.userUuid, userUuid))
        .orderBy(asc(alertKeywords.createdAt)),

    async addKeyword(userUuid: string, keyword: string): Promise<KeywordRow> {
      const [row] = await db.insert(alertKeywords).values({ id: newId(), userUuid, keyword }).returning();
      return row!;
    },

    /** False when the owner has no such keyword. */
    async removeKeyword(userUuid: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(alertKeywords)
        .where(and(eq(alertKeywords.id, id), eq(alertKeywords.userUuid, userUuid)))
        .returning();
      return gone.length > 0;
    },

    subscriptions: (ownerUuid: string) => subscriptions(ownerUuid),

    async subscription(ownerUuid: string, id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await subscriptions(ownerUuid, id);
      return row;
    },

    /** The new subscription, or undefined when the owner already subscribes to that member. */
    async subscribe(ownerUuid: string, targetUuid: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .insert(alertSubscribes)
        .values({ id: newId(), userUuid: ownerUuid, targetUuid })
        .onConflictDoNothing()
        .returning();
      return row && (await subscriptions(ownerUuid, row.id))[0];
    },

    /** False when the owner has no such subscription. */
    async unsubscribe(ownerUuid: string, id: string): Promise<boolean> {
      const gone = await db
        .delete(alertSubscribes)
        .where(and(eq(alertSubscribes.id, id), eq(alertSubscribes.userUuid, ownerUuid)))
        .returning();
      return gone.length > 0;
    },

    /** Who subscribed to this author's posts. */
    subscribersOf: (authorUuid: string) =>
      db
        .select({ userUuid: alertSubscribes.userUuid })
        .from(alertSubscribes)
        .where(eq(alertSubscribes.targetUuid, authorUuid)),

    /** Everyone's keywords that `text` contains, whatever the case. */
    keywordsIn: (text: string) =>
      db
        .select({ userUuid: alertKeywords.userUuid, keyword: alertKeywords.keyword })
        .from(alertKeywords)
        .where(sql`strpos(lower(${text}), lower(${alertKeywords.keyword})) > 0`),

    /** The members among `uuids` who have not withdrawn. */
    membersAmong: (uuids: string[]) =>
      db
        .select()
        .from(users)
        .where(and(inArray(users.uuid, uuids), sql`${users.withdrawnAt} is null`)),

    /** Those among `ownerUuids` who block this author. */
    async blockersAmong(authorUuid: string, ownerUuids: string[]): Promise<Set<string>> {
      const rows = await db
        .select({ ownerUuid: blocks.ownerUuid })
        .from(blocks)
        .where(
          and(
            eq(blocks.userUuid, authorUuid),
            eq(blocks.deleted, false),
            inArray(blocks.ownerUuid, ownerUuids),
          ),
        );
      return new Set(rows.map((b) => b.ownerUuid));
    },
  };
}

export type AlertRepository = ReturnType<typeof createAlertRepository>;
