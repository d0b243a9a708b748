import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import type { GameMatchBoard } from '../../../src/contract/game-match';
import { ts } from '../../db/columns';
import { userRef, users } from '../user/tables';

/**
 * An online match room (src/contract/game-match.ts): its kind, the host (seat 0) and the guest
 * (seat 1), the game's state as the rules module keeps it, and the clock of the move being thought.
 * `version` goes up with every change: a move is stored only on the version it was checked against.
 */
export const gameMatches = pgTable(
  'game_matches',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    hostUuid: userRef('host_uuid'),
    guestUuid: uuid('guest_uuid').references(() => users.uuid),
    board: jsonb('board').$type<GameMatchBoard>().notNull(),
    moveSeconds: integer('move_seconds').notNull(),
    deadline: ts('deadline'),
    winner: integer('winner'),
    endReason: text('end_reason'),
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('game_matches_open_idx').on(t.kind, t.createdAt).where(sql`${t.status} <> 'finished'`),
    index('game_matches_deadline_idx').on(t.deadline).where(sql`${t.status} = 'playing'`),
  ],
);

/** Members watching a match (anyone may follow its topics; these are the ones the room lists). */
export const gameMatchSpectators = pgTable(
  'game_match_spectators',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => gameMatches.id, { onDelete: 'cascade' }),
    userUuid: userRef('user_uuid'),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userUuid] })],
);
