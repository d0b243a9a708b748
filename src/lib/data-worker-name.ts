// Type only, erased from the build: the parse and its schema library stay in the worker's bundle.
import type { AccountToOpen } from '../../workers/account-to-open';

/**
 * The data worker's name (`new Worker(url, { name })`) can say whose account to open the moment
 * its code has run. A message would come later: what the page posts to a worker that is still
 * loading waits until the page's main thread is free again, and on the first page it is busy
 * rendering just then. The UI names the worker here; the worker reads the name with
 * `accountToOpenOf` (`workers/account-to-open.ts`). That parse lives with the worker so this
 * module, loaded on the first page, imports no schema library (26 KB gzip).
 */
export const DATA_WORKER_NAME_PREFIX = 'data';

export type { AccountToOpen };

/** `data`, or `data {json}` naming the account to open first. */
export function dataWorkerName(account?: AccountToOpen): string {
  return account ? `${DATA_WORKER_NAME_PREFIX} ${JSON.stringify(account)}` : DATA_WORKER_NAME_PREFIX;
}
