import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SocialProvider } from '../../../src/contract';
import type { SocialUser } from '../../../src/contract/social';
import { ts } from '../../db/columns';
import { users } from '../user/tables';

/**
 * A provider flow under way: one row per `state` handed to a provider, spent by its callback, so a
 * state is good once. Rows (not memory) so that any node can finish a flow another node started.
 */
export const socialStates = pgTable('social_states', {
  /** sha256 of the state. */
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  /** Set when a signed-in member adds this provider to their account. */
  linkUserUuid: uuid('link_user_uuid').references(() => users.uuid),
  /** The query of the page that started it (pUrl...), given back to the page it ends on. */
  returnQuery: text('return_query').notNull(),
  expiresAt: ts('expires_at').notNull(),
});

/**
 * A finished provider flow, waiting for the page to sign in, add the provider or register with it.
 * The page holds only its value (and the browser a cookie with the same value).
 */
export const socialTickets = pgTable('social_tickets', {
  /** sha256 of the social token. */
  valueHash: text('value_hash').primaryKey(),
  provider: text('provider').$type<SocialProvider>().notNull(),
  providerUserId: text('provider_user_id').notNull(),
  socialUser: jsonb('social_user').$type<SocialUser>().notNull(),
  linkUserUuid: uuid('link_user_uuid').references(() => users.uuid),
  expiresAt: ts('expires_at').notNull(),
});
