import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { userRef } from '../user/tables';

/**
 * A member's roulette seeds (PRODUCT.md "Roulette"): one current seed per member, whose hash is
 * shown before any spin uses it; rotating reveals it (`revealed_at`) and commits to a new one.
 */
export const rouletteSeeds = pgTable(
  'roulette_seeds',
  {
    id: uuid('id').primaryKey(),
    userUuid: userRef('user_uuid'),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next spin on this seed. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    revealedAt: ts('revealed_at'),
  },
  (t) => [
    uniqueIndex('roulette_seeds_current').on(t.userUuid).where(sql`${t.revealedAt} is null`),
    index('roulette_seeds_user_idx').on(t.userUuid, t.createdAt),
  ],
);

/** Every spin: what it used (seed, client seed, nonce), where it landed and what it paid. */
export const rouletteSpins = pgTable(
  'roulette_spins',
  {
    id: uuid('id').primaryKey(),
    userUuid: userRef('user_uuid'),
    seedId: uuid('seed_id')
      .notNull()
      .references(() => rouletteSeeds.id),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    slot: integer('slot').notNull(),
    prize: integer('prize').notNull(),
    cost: integer('cost').notNull(),
    /** The Seoul calendar day of the spin: the daily cap counts by it. */
    day: date('day', { mode: 'string' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('roulette_spins_seed_nonce').on(t.seedId, t.nonce),
    uniqueIndex('roulette_spins_user_key').on(t.userUuid, t.idempotencyKey),
    index('roulette_spins_user_day_idx').on(t.userUuid, t.day),
    index('roulette_spins_user_created_idx').on(t.userUuid, t.createdAt),
  ],
);

/**
 * Dream ticket draws (PRODUCT.md "Dream ticket"): the prize, its price, cap and times, the seed
 * committed at creation, the tickets sold (moved with each sale) and, once drawn, the winner.
 */
export const dreamTickets = pgTable(
  'dream_tickets',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    prize: text('prize').notNull(),
    description: text('description').notNull().default(''),
    ticketPrice: integer('ticket_price').notNull(),
    perMemberCap: integer('per_member_cap').notNull(),
    saleStartAt: ts('sale_start_at').notNull(),
    saleEndAt: ts('sale_end_at').notNull(),
    drawAt: ts('draw_at').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    ticketCount: integer('ticket_count').notNull().default(0),
    drawnAt: ts('drawn_at'),
    winnerTicketId: uuid('winner_ticket_id'),
    createdBy: userRef('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('dream_tickets_due_idx').on(t.drawAt).where(sql`${t.drawnAt} is null`),
    index('dream_tickets_created_idx').on(t.createdAt),
  ],
);

/** One ticket: the raffle's entries are these ids. */
export const dreamTicketEntries = pgTable(
  'dream_ticket_entries',
  {
    id: uuid('id').primaryKey(),
    dreamTicketId: uuid('dream_ticket_id')
      .notNull()
      .references(() => dreamTickets.id),
    userUuid: userRef('user_uuid'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('dream_ticket_entries_draw_user_idx').on(t.dreamTicketId, t.userUuid)],
);
