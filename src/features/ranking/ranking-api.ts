import { rankingEndpoints as api, type RankPeriod } from '../../contract';
import { http } from '../../data/http';

/** Rankings from the server; quiet when a kept answer can stand in (the page shows the stale mark). */
export const rankingApi = {
  points: (period: RankPeriod, quiet = false) =>
    http.call(api.points, { query: { period } }, { suppressAlert: quiet }),
  donations: (period: RankPeriod, quiet = false) =>
    http.call(api.donations, { query: { period } }, { suppressAlert: quiet }),
};
