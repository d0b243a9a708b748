import { doublePrecision, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { userRef } from '../../modules/user/tables';

/**
 * One token bucket per member and kind of write (`WRITE_LIMITS`): in the database, so every node
 * counts against the same bucket.
 */
export const writeBuckets = pgTable(
  'write_buckets',
  {
    userUuid: userRef('user_uuid'),
    kind: text('kind').notNull(),
    /** Writes left; refilled by the time since `updatedAt`, never above the kind's burst. */
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.kind] })],
);

/**
 * One token bucket per key and kind of request made before (or without) signing in
 * (`RATE_LIMITS` in `./rate`): a client address registering, a visitor sending feedback, failed
 * logins per address or per username. In the database, so every node counts the same bucket.
 */
export const rateBuckets = pgTable(
  'rate_buckets',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** Requests left; refilled by the time since `updatedAt`, never above the kind's burst. */
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] }), index('rate_buckets_updated_idx').on(t.updatedAt)],
);
