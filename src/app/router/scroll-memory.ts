/**
 * Scroll positions per history entry (SPEC section 2): a page shown again restores where it was
 * left, but only once the app has run for more than 1 s; right after start (a reload, a shared
 * link) every page opens at the top.
 */
export const SCROLL_RESTORE_AFTER_MS = 1000;

/** Entries kept; older ones are forgotten first. */
const MAX_ENTRIES = 50;

export function createScrollMemory(startedAt: number, now: () => number = Date.now) {
  const positions = new Map<string, number>();
  return {
    save(entryKey: string, y: number) {
      positions.delete(entryKey);
      positions.set(entryKey, y);
      if (positions.size > MAX_ENTRIES) {
        const oldest = positions.keys().next().value;
        if (oldest !== undefined) positions.delete(oldest);
      }
    },
    /** Where the page of this history entry opens. */
    target(entryKey: string): number {
      if (now() - startedAt <= SCROLL_RESTORE_AFTER_MS) return 0;
      return positions.get(entryKey) ?? 0;
    },
  };
}
