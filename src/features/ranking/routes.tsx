import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, requireRoles, routeLoadError } from '../../app';
import { parseRankingSearch } from '../../lib/ranking-search';

const loadError = routeLoadError('랭킹을 불러오지 못했습니다');

/** Each page module also exports its loader, so the loader and the page cache arrive with the page. */
const pointPage = () => import('./PointRankingPage');
const donationPage = () => import('./DonationRankingPage');

const pointRankRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/rank/point',
  staticData: { title: '포인트 랭킹' },
  validateSearch: parseRankingSearch,
  beforeLoad: ({ location }) => requireRoles(location),
  loaderDeps: ({ search }) => ({ period: search.period ?? 'week' }),
  loader: async ({ deps, cause }) => (await pointPage()).loadPointRanking(deps.period, cause),
  errorComponent: loadError,
  component: lazyPage(pointPage, 'PointRankingPage'),
});

const donationRankRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/rank/donation',
  staticData: { title: '별풍선 랭킹' },
  validateSearch: parseRankingSearch,
  beforeLoad: ({ location }) => requireRoles(location),
  loaderDeps: ({ search }) => ({ period: search.period ?? 'week' }),
  loader: async ({ deps, cause }) => (await donationPage()).loadDonationRanking(deps.period, cause),
  errorComponent: loadError,
  component: lazyPage(donationPage, 'DonationRankingPage'),
});

/** Children of `mainLayoutRoute` (SPEC section 2: members only). */
export const rankingRoutes = [pointRankRoute, donationRankRoute] as const;
