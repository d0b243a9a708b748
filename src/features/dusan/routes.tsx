import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, mainLayoutRoute, routeLoadError } from '../../app';

/** Each page's module also exports its loader, so the page cache comes with the page. */
const dusanPage = () => import('./page/DusanPage');
const adminPage = () => import('./admin/AdminDusanPage');

/** Public (SPEC section 2): anyone watches and cheers; predicting and voting ask for sign-in. */
const dusanRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/event/dusan',
  staticData: { title: '두산 응원' },
  loader: async ({ cause }) => (await dusanPage()).loadDusanPage(cause),
  errorComponent: routeLoadError('두산 응원을 불러오지 못했습니다'),
  component: lazyPage(dusanPage, 'DusanPage'),
});

export const dusanMainRoutes = [dusanRoute] as const;

const adminDusanRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'dusan',
  staticData: { title: '두산 응원 관리' },
  loader: async ({ cause }) => (await adminPage()).loadAdminDusan(cause),
  errorComponent: routeLoadError('경기를 불러오지 못했습니다'),
  component: lazyPage(adminPage, 'AdminDusanPage'),
});

/** Children of `adminLayoutRoute` (the layout admits admins and managers only). */
export const dusanAdminRoutes = [adminDusanRoute] as const;
