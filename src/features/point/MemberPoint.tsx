import { useLiveQuery } from '../../data/live-query';
import { formatPoint } from '../../lib/point-format';

/**
 * The signed-in member's balance as the worker keeps it: live from the point topic, and kept for
 * reading offline. Until the worker's first answer, what the session's user row said.
 */
export function MemberPoint({ point }: { point: number }) {
  const kept = useLiveQuery('point', {});
  return <>{formatPoint(kept ?? point)}</>;
}
