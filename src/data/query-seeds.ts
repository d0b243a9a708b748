import { liveQueryKeyParts, readQuerySnapshots, snapshotAccount } from '../lib/query-snapshots';

/**
 * The results the page showed last time (src/lib/query-snapshots.ts), which the first render starts
 * from while the data worker starts. They are dropped at the worker's first answer: from then on
 * every query waits for the worker, as it always does after the start.
 */
type Seed = ReturnType<typeof liveQueryKeyParts> & { result: unknown; savedAt: number };
let seeds: Seed[] = [];
/** Set at the worker's first answer: results read after it are older than what it said. */
let dropped = false;
/** Bumped when seeds arrive after the first render began (see `subscribeQuerySeeds`). */
let version = 0;
const listeners = new Set<() => void>();

/**
 * Reads the account's last results. The first render waits for them at most `maxWaitMs`, the
 * promise's answer (true: there are some); read later, they still stand in until the worker
 * answers, for the views that subscribed (IndexedDB can be slow on a busy start).
 */
export function loadQuerySeeds(userUuid: string | null, maxWaitMs: number): Promise<boolean> {
  dropped = false;
  const read = readQuerySnapshots(snapshotAccount(userUuid)).then(
    (kept) => {
      if (dropped) return false;
      seeds = kept.map(({ key, result, savedAt }) => ({ ...liveQueryKeyParts(key), result, savedAt }));
      version += 1;
      for (const listener of listeners) listener();
      return seeds.length > 0;
    },
    () => false,
  );
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), maxWaitMs));
  return Promise.race([read, timeout]);
}

/** For `useSyncExternalStore`: seeds that arrived while the page was already rendering. */
export function subscribeQuerySeeds(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const querySeedsVersion = (): number => version;

/**
 * The latest kept result for the query `key`. A list kept with a higher row limit serves a lower
 * one (its first rows are that list): a member who scrolled on before leaving left the first page's
 * own result older than the longer one.
 */
export function querySeed(key: string): unknown {
  if (seeds.length === 0) return undefined;
  const wanted = liveQueryKeyParts(key);
  const covers = (seed: Seed) =>
    seed.limit === wanted.limit ||
    (wanted.limit !== undefined && Array.isArray(seed.result) && (seed.limit ?? Infinity) > wanted.limit);
  let best: Seed | undefined;
  for (const seed of seeds) {
    if (seed.kind !== wanted.kind || seed.rest !== wanted.rest || !covers(seed)) continue;
    if (!best || seed.savedAt > best.savedAt) best = seed;
  }
  if (!best) return undefined;
  return Array.isArray(best.result) && wanted.limit !== undefined
    ? best.result.slice(0, wanted.limit)
    : best.result;
}

/** The worker answered: from now on every query waits for it. Views keep the seed they hold. */
export function dropQuerySeeds(): void {
  seeds = [];
  dropped = true;
}
