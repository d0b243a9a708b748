import { z } from 'zod';
import { DATA_WORKER_NAME_PREFIX } from '../src/lib/data-worker-name';

/**
 * The worker's side of `src/lib/data-worker-name.ts`: reads the account the page named the worker
 * with. Kept out of that module, which the first page loads, so the page never downloads zod.
 * The schema is the one truth of `AccountToOpen`; the page imports the type only.
 */
const AccountToOpen = z.object({
  user: z.object({ uuid: z.string(), nickname: z.string(), profileUri: z.string() }).nullable(),
  deviceId: z.string(),
  alerts: z.object({ live: z.boolean(), notice: z.boolean() }),
});
export type AccountToOpen = z.infer<typeof AccountToOpen>;

/** The account a worker's name asks it to open, or null when it asks nothing (or is not ours). */
export function accountToOpenOf(name: string): AccountToOpen | null {
  if (!name.startsWith(`${DATA_WORKER_NAME_PREFIX} `)) return null;
  try {
    return AccountToOpen.parse(JSON.parse(name.slice(DATA_WORKER_NAME_PREFIX.length + 1)));
  } catch {
    return null;
  }
}
