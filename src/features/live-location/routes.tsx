import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { adminLayoutRoute } from '../../app/router/layouts';
import { routeLoadError } from '../../app/router/RouteLoadError';

/** The page's module also exports its loader, so the page cache comes with the page. */
const liveLocationPage = () => import('./admin/LiveLocationPage');

const liveLocationRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'live-location',
  staticData: { title: '라이브 위치' },
  loader: async ({ cause }) => (await liveLocationPage()).loadLiveLocationAdmin(cause),
  errorComponent: routeLoadError('크루 멤버를 불러오지 못했습니다'),
  component: lazyRouteComponent(liveLocationPage, 'LiveLocationPage'),
});

/** Children of `adminLayoutRoute` (the layout admits admins and managers only). */
export const liveLocationAdminRoutes = [liveLocationRoute] as const;
