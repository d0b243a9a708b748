import { doublePrecision, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { crewStations } from '../soop/tables';
import { users } from '../user/tables';

/** The place each crew station last shared during an outdoor broadcast; one row a station. */
export const liveLocations = pgTable('live_locations', {
  userId: text('user_id')
    .primaryKey()
    .references(() => crewStations.userId, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  accuracy: doublePrecision('accuracy').notNull(),
  place: text('place').notNull().default(''),
  sharedBy: uuid('shared_by').references(() => users.uuid, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
