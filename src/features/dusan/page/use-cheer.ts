import { useEffect, useRef, useState } from 'react';
import { DusanCountEvent, MAX_CHEERS_PER_CALL, topics } from '../../../contract';
import { useTopic } from '../../../data/use-topic';
import { dusanApi } from '../dusan-api';

/** How often the page sends what was pressed meanwhile: one call for a burst of taps. */
const SEND_MS = 200;

/**
 * The cheer counter: presses show at once and go out gathered every 200 ms; the total follows
 * `/topic/dusan/{id}/count` (several nodes may answer out of order, so the highest count wins).
 * The number shown never goes back, even while a sent press is between its answer and the next count.
 */
export function useCheer(id: string, start: number, live: boolean) {
  const [heard, setHeard] = useState(start);
  const [unsent, setUnsent] = useState(0);
  const pending = useRef(0);
  const shown = useRef(0);
  useEffect(() => setHeard((h) => Math.max(h, start)), [start]);
  useTopic(live ? topics.dusanCount(id) : null, DusanCountEvent, (event) => {
    setHeard((h) => Math.max(h, event.count));
  });
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      const count = Math.min(pending.current, MAX_CHEERS_PER_CALL);
      if (count === 0) return;
      pending.current -= count;
      void dusanApi
        .cheer(id, count)
        .catch(() => undefined)
        .finally(() => setUnsent((n) => n - count));
    }, SEND_MS);
    return () => clearInterval(timer);
  }, [id, live]);
  shown.current = Math.max(shown.current, heard + unsent);
  const press = () => {
    pending.current += 1;
    setUnsent((n) => n + 1);
  };
  return { count: shown.current, press };
}
