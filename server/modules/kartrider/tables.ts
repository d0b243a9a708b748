import { date, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

/** The crew's KartRider tier list (`/kartrider/tier`): tiers in `sort` order, each with its racers. Not replicated. */
export const kartTiers = pgTable('kart_tiers', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  racers: jsonb('racers').$type<string[]>().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The crew's best lap on a track: who set it and on which day. */
export const kartRecords = pgTable('kart_records', {
  id: uuid('id').primaryKey(),
  track: text('track').notNull(),
  timeMs: integer('time_ms').notNull(),
  racer: text('racer').notNull(),
  recordedOn: date('recorded_on', { mode: 'string' }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
