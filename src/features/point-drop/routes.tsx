import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, mainLayoutRoute, requireRoles, routeLoadError } from '../../app';
import { parseRankingSearch } from '../../lib/ranking-search';

/** Each page's module also exports its loader, so the page cache comes with the page. */
const dropPage = () => import('./page/PointDropPage');
const rankPage = () => import('./rank/PointDropRankPage');
const adminPage = () => import('./admin/AdminPointDropPage');

const pointDropRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/event/point-drop',
  staticData: { title: '포인트 드롭' },
  beforeLoad: ({ location }) => requireRoles(location),
  loader: async ({ cause }) => (await dropPage()).loadPointDropPage(cause),
  errorComponent: routeLoadError('포인트 드롭을 불러오지 못했습니다'),
  component: lazyPage(dropPage, 'PointDropPage'),
});

const pointDropRankRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/rank/point-drop',
  staticData: { title: '포인트 드롭 랭킹' },
  validateSearch: parseRankingSearch,
  beforeLoad: ({ location }) => requireRoles(location),
  loaderDeps: ({ search }) => ({ period: search.period ?? 'week' }),
  loader: async ({ deps, cause }) => (await rankPage()).loadPointDropRanking(deps.period, cause),
  errorComponent: routeLoadError('랭킹을 불러오지 못했습니다'),
  component: lazyPage(rankPage, 'PointDropRankPage'),
});

/** Children of `mainLayoutRoute` (members only: catching needs an account). */
export const pointDropMainRoutes = [pointDropRoute, pointDropRankRoute] as const;

const adminPointDropRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'event/point-drop',
  staticData: { title: '포인트 드롭 관리' },
  loader: async ({ cause }) => (await adminPage()).loadAdminPointDrops(cause),
  errorComponent: routeLoadError('목록을 불러오지 못했습니다'),
  component: lazyPage(adminPage, 'AdminPointDropPage'),
});

/** Children of `adminLayoutRoute` (the layout admits admins and managers only). */
export const pointDropAdminRoutes = [adminPointDropRoute] as const;
