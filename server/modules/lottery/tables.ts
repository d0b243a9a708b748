import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { userRef } from '../user/tables';

/**
 * Lotteries (PRODUCT.md "Lottery"): the poster event, its entry price and number of winners, the
 * seed committed at creation, the entries counted with each entry and, once drawn, when.
 */
export const lotteries = pgTable(
  'lotteries',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    prize: text('prize').notNull(),
    description: text('description').notNull().default(''),
    posterUrl: text('poster_url'),
    /** 0: a free entry; otherwise the points one entry costs. */
    entryCost: integer('entry_cost').notNull(),
    winnerCount: integer('winner_count').notNull(),
    startAt: ts('start_at').notNull(),
    /** Entries close and the draw runs at this time. */
    endAt: ts('end_at').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    entryCount: integer('entry_count').notNull().default(0),
    drawnAt: ts('drawn_at'),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('lotteries_due_idx').on(t.endAt).where(sql`${t.drawnAt} is null`),
    index('lotteries_end_idx').on(t.endAt),
  ],
);

/** One member's entry (one per member and lottery); `winnerRank` is its place in the drawing order. */
export const lotteryEntries = pgTable(
  'lottery_entries',
  {
    id: uuid('id').primaryKey(),
    lotteryId: uuid('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    userUuid: userRef('user_uuid'),
    winnerRank: integer('winner_rank'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_entries_member').on(t.lotteryId, t.userUuid),
    index('lottery_entries_user_idx').on(t.userUuid, t.createdAt),
  ],
);
