import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, requireRoles } from '../../app';

export const pointHistoryRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/user/me/point',
  staticData: { title: '포인트 내역' },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyPage(() => import('./PointHistoryPage'), 'PointHistoryPage'),
});

/** Children of `mainLayoutRoute`. */
export const pointRoutes = [pointHistoryRoute] as const;
