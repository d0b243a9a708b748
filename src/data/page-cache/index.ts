/**
 * The page cache: server-loaded pages open offline from the account's last answer (DESIGN section 3).
 * A route's loader calls `loadCachedPage`; its page reads the answer with `useCachedPage` and shows
 * `StaleMark` (src/app) while `stale`. Logging out forgets the account's pages (`../http`). Loaders
 * import their page's loader module dynamically, so the cache is not part of the first page.
 */
export { type CachedPage, type CachedPageRequest, loadCachedPage } from './load-page';
export { type ShownPage, useCachedPage } from './use-cached-page';
