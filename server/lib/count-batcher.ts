/** The least time between two count messages of one counter (a drop, an excel session, a cheer) from this node. */
export const COUNT_INTERVAL_MS = 150;

/**
 * Batches a live counter's messages (point drops, excel sessions, cheers) under a burst: the first change after a quiet spell
 * sends at once, later changes within `intervalMs` collapse into one message at the window's end.
 * `send` reads the count from the database, so whatever node counted, the last message is right.
 */
export function createCountBatcher(send: (id: string) => Promise<void>, intervalMs = COUNT_INTERVAL_MS) {
  const windows = new Map<string, { pending: boolean; timer: NodeJS.Timeout }>();
  const open = (id: string) => {
    const timer = setTimeout(() => {
      const window = windows.get(id);
      windows.delete(id);
      if (window?.pending) {
        open(id);
        void send(id);
      }
    }, intervalMs);
    timer.unref();
    windows.set(id, { pending: false, timer });
  };
  return {
    changed(id: string) {
      const window = windows.get(id);
      if (window) {
        window.pending = true;
        return;
      }
      open(id);
      void send(id);
    },
    stop() {
      for (const { timer } of windows.values()) clearTimeout(timer);
      windows.clear();
    },
  };
}
