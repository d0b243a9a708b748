/**
 * Answers of hot public reads (board post tables), kept until the data behind them changes.
 * Every change to boards and posts is published on one topic on every node; hearing it drops the
 * answers it may alter: those kept under its tag (a board's pages), and those kept for any change.
 * Callers asking for the same key while it is computed share one computation, so a burst after a
 * change costs one query, not one per request.
 */
export class ResponseCache<V> {
  /** `tags` null: any change may alter the answer. */
  private readonly entries = new Map<string, { value: Promise<V>; tags: readonly string[] | null }>();

  constructor(private readonly maxEntries = 500) {}

  /**
   * Drops what a change tagged `tag` may alter; without a tag, everything. A computation in
   * flight is dropped too: it may have read the rows from before the change.
   */
  invalidate(tag?: string): void {
    if (tag === undefined) {
      this.entries.clear();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.tags === null || entry.tags.includes(tag)) this.entries.delete(key);
    }
  }

  /** `tags`: the only changes that may alter this answer; without them, any change does. */
  getOrCompute(key: string, compute: () => Promise<V>, tags: readonly string[] | null = null): Promise<V> {
    const known = this.entries.get(key);
    if (known) return known.value;
    const value = compute();
    // Map keeps insertion order: the oldest entry goes first when full.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, tags });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
