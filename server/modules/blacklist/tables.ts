import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../user/tables';

/** Members staff barred from writing. */
export const userBlacklist = pgTable('user_blacklist', {
  userUuid: uuid('user_uuid')
    .primaryKey()
    .references(() => users.uuid),
  reason: text('reason').notNull().default(''),
  actorUuid: uuid('actor_uuid').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** SOOP ids barred: a member linked to one cannot write, and nobody may link it again. */
export const soopBlacklist = pgTable('soop_blacklist', {
  soopUserId: text('soop_user_id').primaryKey(),
  reason: text('reason').notNull().default(''),
  actorUuid: uuid('actor_uuid').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
