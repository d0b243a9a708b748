import type { MigrationStrategies } from 'rxdb';
import type { PostRow } from './local-types';
import { withPostKeys } from './post-keys';

/**
 * One strategy per schema version above 0, keyed by the version it migrates to. RxDB refuses to
 * open a collection whose strategies do not match.
 */
export const migrations = {
  boards: {},
  // 1: the order keys and search text of the list queries.
  posts: { 1: (post: PostRow) => withPostKeys(post) },
  comments: {},
  notifications: {},
  blocks: {},
  liveStations: {},
  notices: {},
  meta: {},
  outbox: {},
} satisfies Record<string, MigrationStrategies>;
