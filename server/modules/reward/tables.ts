import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { userRef } from '../user/tables';

/**
 * A point-claim code (PRODUCT.md "Point claim"). `claimedCount` moves in each claim's transaction
 * by one conditional update, so a burst can never pass `quantity`.
 */
export const pointClaimCodes = pgTable(
  'point_claim_codes',
  {
    id: uuid('id').primaryKey(),
    /** Normalized (`normalizeClaimCode`): what members type, in capitals without spaces. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    amount: integer('amount').notNull(),
    quantity: integer('quantity').notNull(),
    claimedCount: integer('claimed_count').notNull().default(0),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    createdBy: uuid('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_claim_codes_code').on(t.code),
    check('point_claim_codes_amount_positive', sql`${t.amount} > 0`),
    check('point_claim_codes_within_quantity', sql`${t.claimedCount} between 0 and ${t.quantity}`),
  ],
);

/** One member's claim of one code; the key makes a second claim impossible. */
export const pointClaims = pgTable(
  'point_claims',
  {
    codeId: uuid('code_id')
      .notNull()
      .references(() => pointClaimCodes.id),
    userUuid: userRef('user_uuid'),
    amount: integer('amount').notNull(),
    claimedAt: ts('claimed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.codeId, t.userUuid] }),
    index('point_claims_user_idx').on(t.userUuid, t.claimedAt),
  ],
);

/**
 * A gift of the reward shop (PRODUCT.md "Reward"). `handedOut` moves in each entry's transaction
 * by one conditional update, so a burst never hands out more than `stock`.
 */
export const rewardItems = pgTable(
  'reward_items',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cost: integer('cost').notNull(),
    stock: integer('stock').notNull(),
    handedOut: integer('handed_out').notNull().default(0),
    opensAt: ts('opens_at').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdBy: uuid('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('reward_items_opens_idx').on(t.opensAt),
    check('reward_items_cost_positive', sql`${t.cost} > 0`),
    check('reward_items_within_stock', sql`${t.handedOut} between 0 and ${t.stock}`),
  ],
);

/** A gift one member won (one per member per item); the gift code is set when staff deliver it. */
export const rewardEntries = pgTable(
  'reward_entries',
  {
    id: uuid('id').primaryKey(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => rewardItems.id),
    userUuid: userRef('user_uuid'),
    cost: integer('cost').notNull(),
    giftCode: text('gift_code'),
    deliveredAt: ts('delivered_at'),
    deliveredBy: uuid('delivered_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_entries_item_user').on(t.itemId, t.userUuid),
    index('reward_entries_user_idx').on(t.userUuid, t.createdAt),
    index('reward_entries_created_idx').on(t.createdAt),
  ],
);
