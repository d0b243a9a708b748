import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { mainLayoutRoute } from '../../app/router/layouts';

export const liveRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/live',
  staticData: { title: '라이브', stack: true, keepView: true },
  component: lazyRouteComponent(() => import('./LivePage'), 'LivePage'),
});

/** Children of `mainLayoutRoute`. */
export const liveRoutes = [liveRoute] as const;
