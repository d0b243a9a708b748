import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { userRef, users } from '../user/tables';

/**
 * Point drops (PRODUCT.md "Events on stream"): the pool, its packet count and `remaining`, the
 * counter each catch decrements with a conditional update (the drop's row is the catch's lock).
 */
export const pointDrops = pgTable(
  'point_drops',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull().default(''),
    totalPoints: integer('total_points').notNull(),
    packetCount: integer('packet_count').notNull(),
    remaining: integer('remaining').notNull(),
    caughtPoints: integer('caught_points').notNull().default(0),
    endsAt: ts('ends_at').notNull(),
    /** Set when its time ran out, the last packet went or a manager closed it. */
    closedAt: ts('closed_at'),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('point_drops_open_idx').on(t.endsAt).where(sql`${t.closedAt} is null`),
    index('point_drops_created_idx').on(t.createdAt),
  ],
);

/**
 * The split, fixed when the drop is made: packet `seq` goes to the drop's `seq`+1-th catcher.
 * One packet per member and drop (the unique index), never more than exist (the counter).
 */
export const pointDropPackets = pgTable(
  'point_drop_packets',
  {
    dropId: uuid('drop_id')
      .notNull()
      .references(() => pointDrops.id),
    seq: integer('seq').notNull(),
    amount: integer('amount').notNull(),
    userUuid: uuid('user_uuid').references(() => users.uuid),
    caughtAt: ts('caught_at'),
  },
  (t) => [
    primaryKey({ columns: [t.dropId, t.seq] }),
    uniqueIndex('point_drop_packets_member').on(t.dropId, t.userUuid),
    index('point_drop_packets_user_idx').on(t.userUuid, t.caughtAt),
  ],
);
