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

/**
 * `open`: the page already knows whose account this is (nobody was signed in here, or the device
 * is offline and the user check can only fall back to the last member): open and show it at once.
 * `prepare`: a member the check has yet to confirm: open their database, show nothing of it.
 */
const WorkerStart = z.union([
  z.object({ open: AccountToOpen }),
  z.object({ prepare: z.object({ userUuid: z.string() }) }),
]);
export type WorkerStart = z.infer<typeof WorkerStart>;

/** `data`, or `data {json}` naming the account to open or prepare first. */
export function dataWorkerName(start?: WorkerStart): string {
  return start ? `${PREFIX} ${JSON.stringify(start)}` : PREFIX;
}

/** What a worker's name asks it to do first, or null when it asks nothing (or is not ours). */
export function workerStartOf(name: string): WorkerStart | null {
  if (!name.startsWith(`${PREFIX} `)) return null;
  try {
    return WorkerStart.parse(JSON.parse(name.slice(PREFIX.length + 1)));
  } catch {
    return null;
  }
}
