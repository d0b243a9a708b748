// Not through the app's index: exported there, the bundler splits the shell out of the first chunk.
import { slotOf } from '../../app';
import { useFeatures } from '../../app/router/features-context';
import { formatPoint } from '../../lib/point-format';

/** The member's points, as the feature that keeps them live shows them, else the session's figure. */
export function MemberPoint({ point }: { point: number }) {
  const Live = slotOf(useFeatures(), 'memberPoint');
  return Live ? <Live point={point} /> : formatPoint(point);
}
