import { useEffect, useRef } from 'react';
import type { TopicBody, TopicSchemas } from '../contract/topic-bodies';
import type { Destination, TopicName } from '../contract/topic-paths';
import { watchTopic } from './worker-client';

/**
 * Calls `onMessage` with each message of a live topic, parsed with the topic's schema (the caller
 * hands it in, so the first page loads no schema it does not use; the compiler checks it is the
 * topic's), while the component is mounted: for pages that show live values without a synced
 * collection (matches, draws, counters). A body that does not parse is dropped. `null` follows
 * nothing. The worker keeps the subscription across reconnects and lead changes; the broker
 * decides who may subscribe.
 */
export function useTopic<K extends TopicName>(
  destination: Destination<K> | null,
  schema: TopicSchemas[K],
  onMessage: (body: TopicBody<K>) => void,
): void {
  const latest = useRef({ schema, onMessage });
  latest.current = { schema, onMessage };
  useEffect(() => {
    if (destination === null) return;
    return watchTopic(destination, (body) => {
      const parsed = latest.current.schema.safeParse(body);
      if (parsed.success) latest.current.onMessage(parsed.data as TopicBody<K>);
    });
  }, [destination]);
}

/**
 * When a live page reads its state again after following a topic: a change made while the
 * subscription was still on its way is never published again. Twice, for a slow socket.
 */
const CATCH_UP_MS = [1_500, 5_000];

/**
 * Calls `read` a moment after a live page starts following `key`'s topics (and again later), so
 * what changed before the subscription took hold still shows. `null` follows nothing.
 */
export function useCatchUpReads(key: string | null, read: () => void): void {
  const latest = useRef(read);
  latest.current = read;
  useEffect(() => {
    if (key === null) return;
    const timers = CATCH_UP_MS.map((delay) => setTimeout(() => latest.current(), delay));
    return () => timers.forEach(clearTimeout);
  }, [key]);
}
