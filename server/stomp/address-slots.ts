/**
 * Open sockets counted per client address, so one host cannot hold the node's sockets. A slot is
 * taken when an upgrade starts (before its await, so a burst cannot slip past) and given back once.
 */
export function createAddressSlots(limit: number) {
  const open = new Map<string, number>();
  return {
    /** A release function for the taken slot; null when the address already holds `limit`. */
    take(address: string): (() => void) | null {
      const count = open.get(address) ?? 0;
      if (count >= limit) return null;
      open.set(address, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
    },
  };
}
