import { useEffect, useRef } from 'react';
import { watchTopic } from './worker-client';

/**
 * Calls `onMessage` with each message of a live topic (its parsed JSON body, to check with the
 * contract's schema) while the component is mounted: for pages that show live values without a
 * synced collection (matches, draws, counters). `null` follows nothing. The worker keeps the
 * subscription across reconnects and lead changes; the broker decides who may subscribe.
 */
export function useTopic(destination: string | null, onMessage: (body: unknown) => void): void {
  const latest = useRef(onMessage);
  latest.current = onMessage;
  useEffect(() => {
    if (destination === null) return;
    return watchTopic(destination, (body) => latest.current(body));
  }, [destination]);
}
