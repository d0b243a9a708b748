import { z } from 'zod';

/**
 * The data worker's name (`new Worker(url, { name })`) can say whose account to open the moment
 * its code has run. A message would come later: what the page posts to a worker that is still
 * loading waits until the page's main thread is free again, and on the first page it is busy
 * rendering just then. Shared by the UI, which names the worker, and the worker, which reads it.
 */
const PREFIX = 'data';

const AccountToOpen = z.object({
  user: z.object({ uuid: z.string(), nickname: z.string(), profileUri: z.string() }).nullable(),
  deviceId: z.string(),
  alerts: z.object({ live: z.boolean(), notice: z.boolean() }),
});
export type AccountToOpen = z.infer<typeof AccountToOpen>;

/** `data`, or `data {json}` naming the account to open first. */
export function dataWorkerName(account?: AccountToOpen): string {
  return account ? `${PREFIX} ${JSON.stringify(account)}` : PREFIX;
}

/** The account a worker's name asks it to open, or null when it asks nothing (or is not ours). */
export function accountToOpenOf(name: string): AccountToOpen | null {
  if (!name.startsWith(`${PREFIX} `)) return null;
  try {
    return AccountToOpen.parse(JSON.parse(name.slice(PREFIX.length + 1)));
  } catch {
    return null;
  }
}
