import { boolean, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { DusanPick, SportMatchStatus } from '../../../src/contract';
import { ts } from '../../db/columns';
import { userRef, users } from '../user/tables';

/**
 * Doosan games (PRODUCT.md "Events on stream"). `status` moves scheduled → live → final, or to
 * cancelled; the move to final or cancelled is a conditional update, so only one request settles.
 * `cheer_count` takes each node's batched presses in one `+ n` update.
 */
export const dusanMatches = pgTable(
  'dusan_matches',
  {
    id: uuid('id').primaryKey(),
    opponent: text('opponent').notNull(),
    doosanHome: boolean('doosan_home').notNull().default(true),
    venue: text('venue').notNull().default(''),
    startsAt: ts('starts_at').notNull(),
    status: text('status').$type<SportMatchStatus>().notNull().default('scheduled'),
    doosanScore: integer('doosan_score').notNull().default(0),
    opponentScore: integer('opponent_score').notNull().default(0),
    inning: text('inning').notNull().default(''),
    cheerCount: integer('cheer_count').notNull().default(0),
    result: text('result').$type<DusanPick>(),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('dusan_matches_starts_idx').on(t.startsAt)],
);

/** One prediction per member and game (the primary key); `payout` is set once, at settlement. */
export const dusanPredictions = pgTable(
  'dusan_predictions',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => dusanMatches.id),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    pick: text('pick').$type<DusanPick>().notNull(),
    stake: integer('stake').notNull(),
    payout: integer('payout'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userUuid] })],
);

/** A live vote staff open during a game; `options` are the labels, counted from the ballots. */
export const dusanVotes = pgTable(
  'dusan_votes',
  {
    id: uuid('id').primaryKey(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => dusanMatches.id),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    closedAt: ts('closed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('dusan_votes_match_idx').on(t.matchId)],
);

/** One ballot per member and vote (the primary key). */
export const dusanBallots = pgTable(
  'dusan_ballots',
  {
    voteId: uuid('vote_id')
      .notNull()
      .references(() => dusanVotes.id),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    choice: integer('choice').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.voteId, t.userUuid] })],
);
