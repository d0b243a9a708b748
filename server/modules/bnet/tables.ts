import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BnetGame, BnetLadder } from '../../../src/contract/bnet';
import { ts } from '../../db/columns';

/**
 * The crew's StarCraft: Remastered accounts (`/starcraft/bnet`), listed by admins, with the last
 * good reading of each. Kept in the database so every node and every restart serves it. Not replicated.
 */
export const bnetAccounts = pgTable(
  'bnet_accounts',
  {
    id: uuid('id').primaryKey(),
    toon: text('toon').notNull(),
    gateway: integer('gateway').notNull(),
    playerName: text('player_name').notNull(),
    ladder: jsonb('ladder').$type<BnetLadder>(),
    games: jsonb('games').$type<BnetGame[]>().notNull().default([]),
    /** When `ladder` and `games` were read. */
    fetchedAt: ts('fetched_at'),
    /** The latest read failed at this time (null once one succeeds again). */
    failedAt: ts('failed_at'),
    /** The latest read started, good or not: when the next one is due. */
    triedAt: ts('tried_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bnet_accounts_toon_gateway').on(t.toon, t.gateway)],
);
