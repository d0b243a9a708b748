import { bigint, boolean, timestamp } from 'drizzle-orm/pg-core';

/** Every time column: an instant with its zone, read as a Date. */
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The columns that make a table replicated (DESIGN section 4): spreading them into a table is what
 * marks it, and `replicated-tables.ts` finds every such table from here. `rev` is set by the
 * `bump_rev` trigger on every insert and update; `deleted` is the tombstone.
 */
export const replicatedColumns = () => ({
  rev: bigint('rev', { mode: 'number' }).notNull().default(0),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
