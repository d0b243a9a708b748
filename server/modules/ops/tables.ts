import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../user/tables';

/** Page views the client reports (SPEC section 2); capped per device and per IP (`page-views.ts`). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    /** The signed-in viewer; null when signed out. */
    userUuid: uuid('user_uuid').references(() => users.uuid),
    deviceId: text('device_id'),
    ip: text('ip').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('page_views_device_idx').on(t.deviceId, t.createdAt),
    index('page_views_ip_idx').on(t.ip, t.createdAt),
    index('page_views_created_idx').on(t.createdAt),
  ],
);
