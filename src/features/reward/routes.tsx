import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, mainLayoutRoute, requireRoles, routeLoadError } from '../../app';

/** Each page's module also exports its loader, so the page cache comes with the page (see admin/routes.tsx). */
const pointClaimPage = () => import('./point-claim/PointClaimPage');
const adminPointClaimPage = () => import('./admin/AdminPointClaimPage');
const rewardPage = () => import('./shop/RewardPage');
const adminRewardPage = () => import('./admin/AdminRewardPage');

const loadError = routeLoadError('목록을 불러오지 못했습니다');

const pointClaimRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/event/point-claim',
  staticData: { title: '포인트 받기' },
  beforeLoad: ({ location }) => requireRoles(location),
  loader: async ({ cause }) => (await pointClaimPage()).loadPointClaimPage(cause),
  errorComponent: loadError,
  component: lazyPage(pointClaimPage, 'PointClaimPage'),
});

const adminPointClaimRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'event/point',
  staticData: { title: '포인트 받기 관리' },
  loader: async ({ cause }) => (await adminPointClaimPage()).loadPointClaimCodes(cause),
  errorComponent: loadError,
  component: lazyPage(adminPointClaimPage, 'AdminPointClaimPage'),
});

const rewardRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/event/reward',
  staticData: { title: '리워드' },
  beforeLoad: ({ location }) => requireRoles(location),
  loader: async ({ cause }) => (await rewardPage()).loadRewardPage(cause),
  errorComponent: loadError,
  component: lazyPage(rewardPage, 'RewardPage'),
});

const adminRewardRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'reward-giftshow',
  staticData: { title: '리워드 기프트샵' },
  loader: async ({ cause }) => (await adminRewardPage()).loadAdminReward(cause),
  errorComponent: loadError,
  component: lazyPage(adminRewardPage, 'AdminRewardPage'),
});

/** Children of `mainLayoutRoute`. */
export const rewardRoutes = [pointClaimRoute, rewardRoute] as const;
/** Children of `adminLayoutRoute`. */
export const rewardAdminRoutes = [adminPointClaimRoute, adminRewardRoute] as const;
