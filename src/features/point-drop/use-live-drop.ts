import { useEffect, useState } from 'react';
import { useSession } from '../../app';
import { type PointDrop, PointDropCountEvent, PointDropUserEvent, topics } from '../../contract';
import { useCatchUpReads, useTopic } from '../../data/use-topic';
import { pointDropApi } from './point-drop-api';

/**
 * A drop as it moves: the count falls with `/topic/point-drop/{id}` (several nodes may answer out
 * of order, so the lowest count seen wins) and the member's own catch arrives on their user topic,
 * also when another of their tabs or devices caught it.
 */
export function useLiveDrop(initial: PointDrop) {
  const { user } = useSession();
  const [drop, setDrop] = useState(initial);
  useEffect(() => setDrop(initial), [initial]);
  const open = drop.status === 'OPEN';
  useTopic(open ? topics.pointDrop(drop.id) : null, PointDropCountEvent, (event) => {
    setDrop((d) => ({
      ...d,
      remaining: Math.min(d.remaining, event.remaining),
      status: event.status === 'CLOSED' ? 'CLOSED' : d.status,
    }));
  });
  useTopic(open && user ? topics.pointDropUser(user.uuid) : null, PointDropUserEvent, (event) => {
    if (event.dropId === drop.id) caught(event.amount);
  });
  const caught = (amount: number) => setDrop((d) => ({ ...d, myAmount: amount }));
  // A catch made before the count's topic took hold is never published again: the count is read
  // again (a lower count always wins).
  useCatchUpReads(open ? drop.id : null, () => {
    void pointDropApi
      .active()
      .then(({ data }) => {
        const now = data.find((d) => d.id === drop.id);
        setDrop((d) =>
          now ? { ...d, remaining: Math.min(d.remaining, now.remaining) } : { ...d, status: 'CLOSED' },
        );
      })
      // Offline or failing, the topic's next message still comes; nothing to tell.
      .catch(() => undefined);
  });
  return { drop, caught };
}
