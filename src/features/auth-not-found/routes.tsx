import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { blankLayoutRoute } from '../../app/router/layouts';

export const authNotFoundRoute = createRoute({
  getParentRoute: () => blankLayoutRoute,
  path: '/auth/404',
  staticData: { title: '페이지를 찾을 수 없음' },
  component: lazyRouteComponent(() => import('./AuthNotFoundPage'), 'AuthNotFoundPage'),
});

/** Children of `blankLayoutRoute`. */
export const authNotFoundRoutes = [authNotFoundRoute] as const;
