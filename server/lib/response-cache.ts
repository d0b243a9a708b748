/**
 * Answers of hot public reads (board post tables), kept until the data behind them changes.
 * Every change to boards and posts is published on one topic on every node; hearing it clears
 * the cache. Callers asking for the same key while it is computed share one computation, so a
 * burst after a change costs one query, not one per request.
 */
export class ResponseCache<V> {
  private entries = new Map<string, Promise<V>>();

  constructor(private readonly maxEntries = 500) {}

  invalidate(): void {
    // In-flight computations keep running for their callers but are no longer handed out.
    this.entries = new Map();
  }

  getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const known = this.entries.get(key);
    if (known) return known;
    const entries = this.entries;
    const pending = compute();
    // Map keeps insertion order: the oldest entry goes first when full.
    if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, pending);
    pending.catch(() => {
      if (entries.get(key) === pending) entries.delete(key);
    });
    return pending;
  }
}
