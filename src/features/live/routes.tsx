import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute } from '../../app';

export const liveRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/live',
  staticData: { title: '라이브', stack: true, keepView: true },
  component: lazyPage(() => import('./LivePage'), 'LivePage'),
});

/** Children of `mainLayoutRoute`. */
export const liveRoutes = [liveRoute] as const;
