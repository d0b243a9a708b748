import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { replicatedColumns } from '../../db/columns';
import { userRef } from '../user/tables';

export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey(),
    ownerUuid: userRef('owner_uuid'),
    userUuid: userRef('user_uuid'),
    reason: text('reason').notNull().default(''),
    ...replicatedColumns(),
  },
  (t) => [
    uniqueIndex('blocks_rev_idx').on(t.rev),
    index('blocks_owner_idx').on(t.ownerUuid, t.rev),
    uniqueIndex('blocks_owner_user_key').on(t.ownerUuid, t.userUuid).where(sql`${t.deleted} = false`),
  ],
);
