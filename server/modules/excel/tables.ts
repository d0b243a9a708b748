import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { userRef } from '../user/tables';

/**
 * Excel sessions (PRODUCT.md "Events on stream"). `version` grows with every change of the board
 * in the change's own transaction, so clients keep the newest of messages sent by several nodes.
 */
export const excelSessions = pgTable(
  'excel_sessions',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    version: integer('version').notNull().default(1),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [index('excel_sessions_created_idx').on(t.createdAt)],
);

/** A session's members: crew stations whose balloons count, in board order. */
export const excelMembers = pgTable(
  'excel_members',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => excelSessions.id),
    stationUserId: text('station_user_id').notNull(),
    nick: text('nick').notNull(),
    sort: integer('sort').notNull(),
    /** Taken off the board: kept so their counted balloons stay explained. */
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [uniqueIndex('excel_members_station').on(t.sessionId, t.stationUserId)],
);

/** Rounds of a session; a gift counts in the round whose span holds its time. */
export const excelRounds = pgTable(
  'excel_rounds',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => excelSessions.id),
    no: integer('no').notNull(),
    title: text('title').notNull().default(''),
    startedAt: ts('started_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [uniqueIndex('excel_rounds_no').on(t.sessionId, t.no)],
);

/** Counted gifts: the key is the session and the platform's gift id, so a gift counts once. */
export const excelBalloons = pgTable(
  'excel_balloons',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => excelSessions.id),
    donationId: text('donation_id').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => excelMembers.id),
    roundId: uuid('round_id')
      .notNull()
      .references(() => excelRounds.id),
    donorUserId: text('donor_user_id').notNull(),
    donorNick: text('donor_nick').notNull(),
    balloons: integer('balloons').notNull(),
    donatedAt: ts('donated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.donationId] }),
    index('excel_balloons_donated_idx').on(t.donatedAt),
  ],
);

/** Counts changed by hand, with the reason and who; the key makes a retried correction count once. */
export const excelCorrections = pgTable(
  'excel_corrections',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => excelSessions.id),
    memberId: uuid('member_id')
      .notNull()
      .references(() => excelMembers.id),
    roundId: uuid('round_id')
      .notNull()
      .references(() => excelRounds.id),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('excel_corrections_session_idx').on(t.sessionId)],
);

/** Signature numbers (시그니처) per crew station: a gift of exactly `count` balloons triggers `title`. */
export const excelSignatures = pgTable(
  'excel_signatures',
  {
    stationUserId: text('station_user_id').notNull(),
    count: integer('count').notNull(),
    title: text('title').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.stationUserId, t.count] })],
);
