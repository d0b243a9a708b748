import { debounceTime, merge } from 'rxjs';
import type { LocalBlock } from '../block/types';
import type { LocalPost } from '../board/types';
import { defineFeature, type FeaturePart, type WorkerFeature } from '../feature';

type KeptViewTypes = {
  docs: Record<never, never>;
  handlers: Record<never, never>;
  events: {
    /** Something a kept page view may show is gone: the page drops the account's kept views. */
    keptViewsStale: null;
  };
  queries: Record<never, never>;
  reads: { posts: LocalPost; blocks: LocalBlock };
  part: FeaturePart;
};

/** A sync burst removes many rows at once: one word for all of them. */
const GATHER_MS = 100;

/**
 * The page's kept views (src/app/snapshot) are painted before anything checks them. A post this
 * database no longer holds, or a member blocked since, must not show on the next reopen: every
 * removal, from this tab, another tab or the server, tells the pages to drop them.
 */
export const keptViewsFeature: WorkerFeature<KeptViewTypes> = defineFeature<KeptViewTypes>({
  collections: {},
  queries: {},
  open({ db, emit }) {
    const removals = merge(db.posts.remove$, db.blocks.insert$, db.blocks.update$)
      .pipe(debounceTime(GATHER_MS))
      .subscribe(() => emit({ name: 'keptViewsStale', payload: null }));
    return { close: () => removals.unsubscribe() };
  },
  handlers: () => ({}),
});
