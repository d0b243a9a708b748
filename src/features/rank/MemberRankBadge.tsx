import { useEffect } from 'react';
import { partAfterLoad, useSession } from '../../app';
import { rankTierOf } from '../../contract/rank-tiers';
import { useLiveQuery } from '../../data/live-query';
import { dataWorker } from '../../data/worker-client';

/** Fetched after the first page; offline before it is cached, the placeholder stays. */
const icons = partAfterLoad(() => import('./RankBadgeIcons'));

/**
 * Keeps the name's line from moving when the icon arrives: the icons' box, aligned as they are
 * (on the baseline an 18 px box made a board row 4.5 px taller until they came).
 */
const placeholder = (
  <span style={{ display: 'inline-block', width: 18, height: 18, verticalAlign: 'middle' }} />
);

/**
 * The `memberBadge` slot: the member's rank icon and right icons beside their name. Read from
 * the worker's kept badges (so they show offline with the posts); the member's own tier follows
 * their live earned points, so a check-in changes it at once in every tab.
 */
export function MemberRankBadge({ uuid }: { uuid: string }) {
  const { user } = useSession();
  const badge = useLiveQuery('memberBadge', { uuid });
  const own = useLiveQuery('pointTotals', {});
  useEffect(() => {
    void dataWorker().lookUpBadges([uuid]);
  }, [uuid]);
  const tier = user?.uuid === uuid && own ? rankTierOf(own.earned).code : badge?.tier;
  if (!tier) return placeholder;
  return <icons.Render tier={tier} rights={badge?.rights ?? []} fallback={placeholder} />;
}
