import { slotOf } from '../feature';
import { useFeatures } from '../router/features-context';

/**
 * What stands beside a member's name (the rank icon, right icons), as the feature filling the
 * `memberBadge` slot draws it; nothing without one. Import it by this path, not through the app's
 * index (that splits the shell out of the first chunk, see src/app/CONTEXT.md).
 */
export function MemberBadge({ uuid }: { uuid: string }) {
  const Badge = slotOf(useFeatures(), 'memberBadge');
  return Badge ? <Badge uuid={uuid} /> : null;
}
