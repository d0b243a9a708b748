import { liveQueryKeyParts, readQuerySnapshots, snapshotAccount } from '../lib/query-snapshots';

/**
 * The results the page showed last time (src/lib/query-snapshots.ts), which the first render starts
 * from while the data worker starts. They are dropped at the worker's first answer: from then on
 * every query waits for the worker, as it always does after the start.
 */
type Seed = ReturnType<typeof liveQueryKeyParts> & { result: unknown; savedAt: number };
let seeds: Seed[] = [];

/**
 * Reads the account's last results; gives up after `maxWaitMs` (the first render must not wait
 * long). True when there are some.
 */
export async function loadQuerySeeds(userUuid: string | null, maxWaitMs: number): Promise<boolean> {
  const timeout = new Promise<[]>((resolve) => setTimeout(() => resolve([]), maxWaitMs));
  const kept = await Promise.race([readQuerySnapshots(snapshotAccount(userUuid)), timeout]).catch(() => []);
  seeds = kept.map(({ key, result, savedAt }) => ({ ...liveQueryKeyParts(key), result, savedAt }));
  return seeds.length > 0;
}

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

export function dropQuerySeeds(): void {
  seeds = [];
}
