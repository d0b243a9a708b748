import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { userRef } from '../user/tables';

/** Browsers that agreed to receive web pushes for a user. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userUuid: userRef('user_uuid'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userUuid)],
);
