import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, mainLayoutRoute, routeLoadError } from '../../app';

/** Each page's module also exports its loader, so the page cache comes with the page. */
const lotteryPage = () => import('./page/LotteryPage');
const adminLotteryPage = () => import('./admin/AdminLotteryPage');

const lotteryRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/event/lottery',
  staticData: { title: '복권' },
  loader: async ({ cause }) => (await lotteryPage()).loadLotteryPage(cause),
  errorComponent: routeLoadError('복권을 불러오지 못했습니다'),
  component: lazyPage(lotteryPage, 'LotteryPage'),
});

/** Children of `mainLayoutRoute`. */
export const lotteryMainRoutes = [lotteryRoute] as const;

const adminLotteryRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'event/lottery',
  staticData: { title: '복권 관리' },
  loader: async ({ cause }) => (await adminLotteryPage()).loadAdminLotteries(cause),
  errorComponent: routeLoadError('목록을 불러오지 못했습니다'),
  component: lazyPage(adminLotteryPage, 'AdminLotteryPage'),
});

/** Children of `adminLayoutRoute` (the layout admits admins and managers only). */
export const lotteryAdminRoutes = [adminLotteryRoute] as const;
