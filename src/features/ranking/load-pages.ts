import { DonationRanking, PointRanking, type RankPeriod } from '../../contract';
import { loadCachedPage } from '../../data/page-cache';
import { rankingApi } from './ranking-api';

/** The rankings' loaders, through the page cache: each opens offline from the account's last answer. */

type Cause = 'enter' | 'stay' | 'preload';

export const loadPointRanking = (period: RankPeriod, cause: Cause) =>
  loadCachedPage({
    key: `rank/point?period=${period}`,
    schema: PointRanking,
    cause,
    fetch: (quiet) => rankingApi.points(period, quiet),
  });

export const loadDonationRanking = (period: RankPeriod, cause: Cause) =>
  loadCachedPage({
    key: `rank/donation?period=${period}`,
    schema: DonationRanking,
    cause,
    fetch: (quiet) => rankingApi.donations(period, quiet),
  });
