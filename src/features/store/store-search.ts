import { oneOf, searchOf } from '../../lib/search-params';

/** `/store?tab=…`: the shelf, the member's own packs, or (sellers, admins) what waits or is hidden. */
export const STORE_TABS = ['shelf', 'mine', 'pending', 'hidden'] as const;
export type StoreTab = (typeof STORE_TABS)[number];

export const parseStoreSearch = searchOf({ tab: oneOf(STORE_TABS) });
export type StoreSearch = ReturnType<typeof parseStoreSearch>;
