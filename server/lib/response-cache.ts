/**
 * Answers of hot public reads (board post tables), kept until the data behind them changes.
 * Every change to boards and posts is published on one topic on every node; hearing it clears
 * the cache. The generation guards the race where a change lands while an answer is computed.
 */
export class ResponseCache<V> {
  private entries = new Map<string, V>();
  private generation = 0;

  constructor(private readonly maxEntries = 500) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  async getOrCompute(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    const startedAt = this.generation;
    const value = await compute();
    if (startedAt === this.generation) {
      // Map keeps insertion order: the oldest entry goes first when full.
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, value);
    }
    return value;
  }
}
