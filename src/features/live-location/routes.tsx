import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, routeLoadError } from '../../app';

/** The page's module also exports its loader, so the page cache comes with the page. */
const liveLocationPage = () => import('./admin/LiveLocationPage');

const liveLocationRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'live-location',
  staticData: { title: '라이브 위치' },
  loader: async ({ cause }) => (await liveLocationPage()).loadLiveLocationAdmin(cause),
  errorComponent: routeLoadError('크루 멤버를 불러오지 못했습니다'),
  component: lazyPage(liveLocationPage, 'LiveLocationPage'),
});

/** Children of `adminLayoutRoute` (the layout admits admins and managers only). */
export const liveLocationAdminRoutes = [liveLocationRoute] as const;
