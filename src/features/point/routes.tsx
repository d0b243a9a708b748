import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireRoles } from '../../app/router/guards';
import { mainLayoutRoute } from '../../app/router/layouts';

export const pointHistoryRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/user/me/point',
  staticData: { title: '포인트 내역' },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyRouteComponent(() => import('./PointHistoryPage'), 'PointHistoryPage'),
});

/** Children of `mainLayoutRoute`. */
export const pointRoutes = [pointHistoryRoute] as const;
