import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { replicatedColumns } from '../../db/columns';
import { userRef } from '../user/tables';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userUuid: userRef('user_uuid'),
    content: text('content').notNull(),
    path: text('path'),
    confirmed: boolean('confirmed').notNull().default(false),
    ...replicatedColumns(),
  },
  (t) => [
    uniqueIndex('notifications_rev_idx').on(t.rev),
    index('notifications_user_idx').on(t.userUuid, t.rev),
  ],
);
