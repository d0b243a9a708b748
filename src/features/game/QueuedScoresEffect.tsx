import { useEffect } from 'react';
import { useOnline, useSession } from '../../app';
import { appStorage } from '../../data/http';

/** Whether this device holds games the member played offline (read raw: the check runs on every page). */
const hasQueued = (userUuid: string) => {
  const mine = appStorage.read('game')[userUuid] as { queue?: unknown[] } | undefined;
  return (mine?.queue?.length ?? 0) > 0;
};

/**
 * Wherever the member is when the network returns, the games they played offline are sent for
 * verification and each outcome is told in a toast. The sending code loads only when there are some.
 */
export function QueuedScoresEffect() {
  const { user } = useSession();
  const online = useOnline();
  const uuid = user?.uuid;
  useEffect(() => {
    if (!uuid || !online || !hasQueued(uuid)) return;
    void import('./scores').then(({ flushQueuedScores }) => flushQueuedScores(uuid));
  }, [uuid, online]);
  return null;
}
