import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { StaffActionDetail, StaffActionKind, StaffTargetType } from '../../../src/contract';
import { ts } from '../../db/columns';
import { users } from '../user/tables';

/**
 * The record of staff actions (`src/contract/audit.ts`): one row per action, written in the
 * action's own transaction. Rows are only ever added: nothing updates or deletes them. Not
 * replicated: admins read it through `/admin/staff-action`.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: uuid('id').primaryKey(),
    actorUuid: uuid('actor_uuid')
      .notNull()
      .references(() => users.uuid),
    action: text('action').$type<StaffActionKind>().notNull(),
    targetType: text('target_type').$type<StaffTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    /** The target's name at the time: a renamed member or a deleted board still reads as it was. */
    targetLabel: text('target_label').notNull().default(''),
    summary: text('summary').notNull(),
    detail: jsonb('detail').$type<StaffActionDetail>().notNull().default({}),
    memo: text('memo').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The list is newest first, narrowed by one of these.
    index('staff_actions_created_idx').on(t.createdAt, t.id),
    index('staff_actions_actor_idx').on(t.actorUuid, t.createdAt),
    index('staff_actions_action_idx').on(t.action, t.createdAt),
    index('staff_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
);
