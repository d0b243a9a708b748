import { apiPath, DonationRanking, PointRanking, type RankPeriod } from '../../contract';
import { http } from '../../data/http';

/** Rankings from the server; quiet when a kept answer can stand in (the page shows the stale mark). */
export const rankingApi = {
  points: (period: RankPeriod, quiet = false) =>
    http.get(`${apiPath('pointRank')}?period=${period}`, { schema: PointRanking, suppressAlert: quiet }),
  donations: (period: RankPeriod, quiet = false) =>
    http.get(`${apiPath('donationRank')}?period=${period}`, {
      schema: DonationRanking,
      suppressAlert: quiet,
    }),
};
