/**
 * The data worker's name (`new Worker(url, { name })`) can say whose database to open the moment
 * its code has run. A message would come later: what the page posts to a worker that is still
 * loading waits until the page's main thread is free again, and on the first page it is busy
 * rendering just then. Shared by the UI, which names the worker, and the worker, which reads it.
 */
const PREFIX = 'data';
const ANON = 'anon';

/** `data`, or `data {uuid}` / `data anon` to open that account's database first. */
export function dataWorkerName(prepare?: { userUuid: string | null }): string {
  return prepare ? `${PREFIX} ${prepare.userUuid ?? ANON}` : PREFIX;
}

/** The account a worker's name asks to prepare, or null when it names none. */
export function preparedAccountOf(name: string): { userUuid: string | null } | null {
  const [prefix, account, ...rest] = name.split(' ');
  if (prefix !== PREFIX || !account || rest.length > 0) return null;
  return { userUuid: account === ANON ? null : account };
}
