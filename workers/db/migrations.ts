import type { MigrationStrategies } from 'rxdb';

/**
 * One strategy per schema version above 0, keyed by the version it migrates to. Empty while every
 * collection is at version 0; RxDB refuses to open a collection whose strategies do not match.
 */
export const migrations = {
  boards: {},
  posts: {},
  comments: {},
  notifications: {},
  blocks: {},
  liveStations: {},
  notices: {},
  meta: {},
  outbox: {},
} satisfies Record<string, MigrationStrategies>;
