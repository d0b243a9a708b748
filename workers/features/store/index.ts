import { map } from 'rxjs';
import { apiPath } from '../../../src/contract/api-paths';
import { StoreItem } from '../../../src/contract/store';
import { topics } from '../../../src/contract/topic-paths';
import { StoreItemEvent } from '../../../src/contract/topics';
import { rxSchemaOf } from '../../db/rx-schema';
import { followTopic } from '../../socket/follow-topic';
import { type RevCheckpoint, revPull } from '../../sync/rev-pull';
import { replicateTable } from '../../sync/table-replication';
import { defineFeature, type FeaturePart, type WorkerFeature } from '../feature';
import type { LocalStoreItem } from './types';

type StoreTypes = {
  docs: { storeItems: LocalStoreItem };
  handlers: {
    /** Stores a pack the server just answered (a purchase), before its topic message arrives. */
    keepStoreItem(item: StoreItem): Promise<void>;
  };
  events: Record<never, never>;
  queries: {
    /** The member's packs in their own order; hidden ones only when asked for. */
    storeItems: { params: { includeHidden: boolean }; result: LocalStoreItem[] };
  };
  part: FeaturePart;
};

/**
 * The member's emoticon packs (SPEC section 7 "Store"), kept for the comment box's picker offline.
 * Buying, hiding and ordering are REST calls; the answers come back on `/topic/user/{uuid}/store`.
 */
export const storeFeature: WorkerFeature<StoreTypes> = defineFeature<StoreTypes>({
  collections: {
    storeItems: {
      schema: rxSchemaOf<LocalStoreItem>(StoreItem, {
        version: 0,
        bounds: { sortOrder: { minimum: -1_000_000_000, maximum: 1_000_000_000, multipleOf: 1 } },
        indexes: ['sortOrder'],
      }),
      migrationStrategies: {},
    },
  },
  queries: {
    storeItems: ({ db }, { includeHidden }) =>
      db.storeItems
        .find({
          selector: includeHidden ? {} : { hidden: false },
          sort: [{ sortOrder: 'asc' }, { id: 'asc' }],
        })
        .$.pipe(map((docs) => docs.map((doc) => doc.toMutableJSON()))),
  },
  open({ db, user, http, socket, pullOptions }) {
    if (!user) return {};
    const items = replicateTable<StoreItem, RevCheckpoint>({
      collection: db.storeItems,
      identifier: 'store-items',
      pull: revPull(http, apiPath('meStoreTable'), StoreItem),
      ...pullOptions,
    });
    const unfollow = followTopic(socket, topics.userStore(user.uuid), StoreItemEvent, (event) => {
      void items.receive([event.data]);
    });
    return { replications: [items], close: unfollow };
  },
  handlers: (context) => ({
    async keepStoreItem(item) {
      const parsed = StoreItem.safeParse(item);
      if (!parsed.success) return;
      const { deleted: _deleted, ...row } = parsed.data;
      await (await context.account()).db.storeItems.upsert(row);
    },
  }),
});
