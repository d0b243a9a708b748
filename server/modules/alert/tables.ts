import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { userRef } from '../user/tables';

export const alertKeywords = pgTable(
  'alert_keywords',
  {
    id: uuid('id').primaryKey(),
    userUuid: userRef('user_uuid'),
    keyword: text('keyword').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_keywords_user_keyword_key').on(t.userUuid, t.keyword)],
);

export const alertSubscribes = pgTable(
  'alert_subscribes',
  {
    id: uuid('id').primaryKey(),
    userUuid: userRef('user_uuid'),
    targetUuid: userRef('target_uuid'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_subscribes_user_target_key').on(t.userUuid, t.targetUuid),
    index('alert_subscribes_target_idx').on(t.targetUuid),
  ],
);
