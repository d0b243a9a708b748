import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PointReason, PointTransactionType, RightCode } from '../../../src/contract';
import { ts } from '../../db/columns';
import { userRef } from '../user/tables';

/**
 * Every change of a member's points (PRODUCT.md "Ledger"). The balance on `users.point` changes in
 * the same transaction, so the sum of a member's rows is always their balance.
 */
export const pointLedger = pgTable(
  'point_ledger',
  {
    id: uuid('id').primaryKey(),
    userUuid: userRef('user_uuid'),
    type: text('type').$type<PointTransactionType>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').$type<PointReason>().notNull(),
    memo: text('memo').notNull().default(''),
    /** What the change pays for (`post`, `comment`, `user` for a transfer's other side...) and its id. */
    refType: text('ref_type').notNull().default(''),
    refId: text('ref_id').notNull().default(''),
    /** Who made the change: the member, or the staff member adjusting. */
    actorUuid: uuid('actor_uuid'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('point_ledger_user_key').on(t.userUuid, t.idempotencyKey),
    index('point_ledger_user_created_idx').on(t.userUuid, t.createdAt),
    check('point_ledger_amount_positive', sql`${t.amount} > 0`),
    check('point_ledger_type', sql`${t.type} in ('C', 'D')`),
  ],
);

/**
 * How many times a member earned for one reason on one Seoul day: the daily caps of PRODUCT.md
 * "Earning", counted by one conditional upsert so a burst cannot pass the cap.
 */
export const pointDailyCounts = pgTable(
  'point_daily_counts',
  {
    userUuid: userRef('user_uuid'),
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').$type<PointReason>().notNull(),
    count: integer('count').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.day, t.reason] })],
);

/** One row per member per Seoul day they checked in; the key makes a second check-in impossible. */
export const checkIns = pgTable(
  'check_ins',
  {
    userUuid: userRef('user_uuid'),
    day: date('day', { mode: 'string' }).notNull(),
    /** Consecutive days up to and including this one. */
    streak: integer('streak').notNull(),
    point: integer('point').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userUuid, t.day] }),
    index('check_ins_day_created_idx').on(t.day, t.createdAt),
  ],
);

/** The right icons (SPEC section 3: P_S crown, P_B poop) admins grant beside a member's name. */
export const userRights = pgTable(
  'user_rights',
  {
    userUuid: userRef('user_uuid'),
    code: text('code').$type<RightCode>().notNull(),
    grantedBy: uuid('granted_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.code] })],
);
