/** Presses one viewer (address and device) may add per second: a fast thumb, not a script. */
export const CHEERS_PER_SECOND = 20;

/**
 * Caps each viewer's presses per one-second window on this node, in memory: a cheer moves no
 * points, so no database row per press; the count stays honest enough against a looping script.
 */
export function createCheerLimit(perSecond = CHEERS_PER_SECOND) {
  let window = 0;
  let used = new Map<string, number>();
  return {
    /** How many of `count` presses from `viewer` count now. */
    take(viewer: string, count: number): number {
      const now = Math.floor(Date.now() / 1000);
      if (now !== window) {
        window = now;
        used = new Map();
      }
      const before = used.get(viewer) ?? 0;
      const taken = Math.max(0, Math.min(count, perSecond - before));
      used.set(viewer, before + taken);
      return taken;
    },
  };
}
