import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { userRef } from '../user/tables';

/**
 * One game of one member (PRODUCT.md "Games"): the seed the server issued for it and, once its log
 * replayed, the verified score, when it was submitted and the log's hash (a second delivery of the
 * same log gets the same answer; any other log on a played seed is refused).
 */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: uuid('id').primaryKey(),
    gameId: text('game_id').notNull(),
    userUuid: userRef('user_uuid'),
    seed: text('seed').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    score: integer('score'),
    logHash: text('log_hash'),
    scoredAt: ts('scored_at'),
  },
  (t) => [
    index('game_plays_open_idx').on(t.userUuid, t.gameId, t.issuedAt).where(sql`${t.scoredAt} is null`),
    index('game_plays_scored_idx').on(t.gameId, t.scoredAt).where(sql`${t.scoredAt} is not null`),
  ],
);
