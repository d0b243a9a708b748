import { jsonb, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** The one global change sequence behind every replicated row's `rev` (DESIGN section 4). */
export const revSeq = pgSequence('rev_seq');

/** Jobs only one node may run (the platform poller): a node holds the lease while it renews it. */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/** Values the server makes once and keeps (the VAPID key pair for web push). */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
});
