import { createRoute } from '@tanstack/react-router';
import { blankLayoutRoute, lazyPage } from '../../app';

export const authNotFoundRoute = createRoute({
  getParentRoute: () => blankLayoutRoute,
  path: '/auth/404',
  staticData: { title: '페이지를 찾을 수 없음' },
  component: lazyPage(() => import('./AuthNotFoundPage'), 'AuthNotFoundPage'),
});

/** Children of `blankLayoutRoute`. */
export const authNotFoundRoutes = [authNotFoundRoute] as const;
