import { doublePrecision, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
