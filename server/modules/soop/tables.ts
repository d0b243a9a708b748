import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Broad } from '../../../src/contract';
import { replicatedColumns, ts } from '../../db/columns';

/** The crew's stations on the streaming platform, as admins list them. */
export const crewStations = pgTable('crew_stations', {
  userId: text('user_id').primaryKey(),
  userNick: text('user_nick').notNull(),
  department: text('department').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** What the adapter last read of each crew station; replicated to clients. */
export const liveStations = pgTable(
  'live_stations',
  {
    id: text('id').primaryKey(),
    userNick: text('user_nick').notNull(),
    department: text('department').notNull().default(''),
    profileImage: text('profile_image').notNull().default(''),
    broadList: jsonb('broad_list').$type<Broad[]>().notNull().default([]),
    ...replicatedColumns(),
  },
  (t) => [uniqueIndex('live_stations_rev_idx').on(t.rev)],
);

/** Station board posts (notices) of the crew, newest first by regDate. */
export const notices = pgTable(
  'notices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    userNick: text('user_nick').notNull(),
    titleNo: bigint('title_no', { mode: 'number' }).notNull(),
    titleName: text('title_name').notNull(),
    /** Seoul wall-clock text as the platform gives it; sorts as text. */
    regDate: text('reg_date').notNull(),
    profileImage: text('profile_image').notNull().default(''),
    summary: text('summary').notNull().default(''),
    textContent: text('text_content').notNull().default(''),
    ...replicatedColumns(),
  },
  (t) => [uniqueIndex('notices_rev_idx').on(t.rev), index('notices_reg_date_idx').on(t.regDate)],
);

/**
 * Balloon (별풍선) gifts to the crew's stations, as the adapter reads them. `id` is the platform's
 * own id for the gift, so reading the same gift twice stores it once.
 */
export const soopDonations = pgTable(
  'soop_donations',
  {
    id: text('id').primaryKey(),
    stationUserId: text('station_user_id').notNull(),
    stationNick: text('station_nick').notNull(),
    /** The giver's SOOP id: a member linked to it is that member. */
    donorUserId: text('donor_user_id').notNull(),
    donorNick: text('donor_nick').notNull(),
    balloons: integer('balloons').notNull(),
    message: text('message').notNull().default(''),
    donatedAt: ts('donated_at').notNull(),
  },
  (t) => [
    index('soop_donations_donated_at_idx').on(t.donatedAt),
    index('soop_donations_donor_idx').on(t.donorUserId, t.donatedAt),
  ],
);
