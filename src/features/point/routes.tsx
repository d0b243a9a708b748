import { createRoute } from '@tanstack/react-router';
import { requireRoles } from '../../app/router/guards';
import { mainLayoutRoute } from '../../app/router/layouts';
import { lazyPage } from '../../app/router/lazy-page';

export const pointHistoryRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/user/me/point',
  staticData: { title: '포인트 내역' },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyPage(() => import('./PointHistoryPage'), 'PointHistoryPage'),
});

/** Children of `mainLayoutRoute`. */
export const pointRoutes = [pointHistoryRoute] as const;
