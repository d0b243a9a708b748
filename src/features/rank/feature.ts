import type { ClientFeature } from '../../app';
import { MemberRankBadge } from './MemberRankBadge';
import { RankModalHost } from './RankModalHost';

/**
 * Rank tiers (PRODUCT.md "Rank tiers"): the rank icon beside every name (`memberBadge` slot) and
 * the rank info modal, which any page opens with `openRankModal` (./rank-modal).
 */
export const rankFeature = {
  name: 'rank',
  slots: { memberBadge: MemberRankBadge },
  Mounted: RankModalHost,
} satisfies ClientFeature;
