import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useSession } from '../../app/hooks/use-session';
import { type PointDrop, PointDropCountEvent, PointDropUserEvent, topics } from '../../contract';
import { useTopic } from '../../data/use-topic';
import { pointDropApi } from './point-drop-api';

/**
 * A drop as it moves: the count falls with `/topic/point-drop/{id}` (several nodes may answer out
 * of order, so the lowest count seen wins) and the member's own catch arrives on their user topic,
 * also when another of their tabs or devices caught it.
 */
/**
 * The count is read again a moment after the topic is asked for: a catch made while this view's
 * subscription was still on its way is never published again, and with few catchers the count
 * would stay behind until the next one. Twice, for a slow socket; a lower count always wins.
 */
const CATCH_UP_MS = [1_500, 5_000];

function useCatchUp(dropId: string | null, setDrop: Dispatch<SetStateAction<PointDrop>>) {
  useEffect(() => {
    if (dropId === null) return;
    const timers = CATCH_UP_MS.map((delay) =>
      setTimeout(() => {
        void pointDropApi
          .active()
          .then(({ data }) => {
            const now = data.find((d) => d.id === dropId);
            setDrop((d) =>
              now ? { ...d, remaining: Math.min(d.remaining, now.remaining) } : { ...d, status: 'CLOSED' },
            );
          })
          // Offline or failing, the topic's next message still comes; nothing to tell.
          .catch(() => undefined);
      }, delay),
    );
    return () => timers.forEach(clearTimeout);
  }, [dropId, setDrop]);
}

export function useLiveDrop(initial: PointDrop) {
  const { user } = useSession();
  const [drop, setDrop] = useState(initial);
  useEffect(() => setDrop(initial), [initial]);
  const open = drop.status === 'OPEN';
  useTopic(open ? topics.pointDrop(drop.id) : null, (body) => {
    const parsed = PointDropCountEvent.safeParse(body);
    if (!parsed.success) return;
    setDrop((d) => ({
      ...d,
      remaining: Math.min(d.remaining, parsed.data.remaining),
      status: parsed.data.status === 'CLOSED' ? 'CLOSED' : d.status,
    }));
  });
  useTopic(open && user ? topics.pointDropUser(user.uuid) : null, (body) => {
    const parsed = PointDropUserEvent.safeParse(body);
    if (parsed.success && parsed.data.dropId === drop.id) caught(parsed.data.amount);
  });
  const caught = (amount: number) => setDrop((d) => ({ ...d, myAmount: amount }));
  useCatchUp(open ? drop.id : null, setDrop);
  return { drop, caught };
}
