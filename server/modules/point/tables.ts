import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PointReason, PointTransactionType } from '../../../src/contract';
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
