/**
 * User Timing marks of the worker's start, each set once per worker: its code has run, the first
 * account's database is created and its collections open, its first live query answered, its sync
 * started. They show in
 * DevTools' Performance panel and `tests/bench/worker-start.ts` reads them; a worker's time origin
 * is its creation, so each mark's time is the time since then.
 */
export type StartMark = 'code' | 'database' | 'collections' | 'first-answer' | 'sync';

export function markStart(mark: StartMark, detail?: string): void {
  const name = `c9:${mark}`;
  if (typeof performance === 'undefined' || performance.getEntriesByName(name).length > 0) return;
  performance.mark(name, detail === undefined ? undefined : { detail });
}
