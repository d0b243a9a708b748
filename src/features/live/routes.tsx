import { createRoute } from '@tanstack/react-router';
import { mainLayoutRoute } from '../../app/router/layouts';
import { LivePage } from './LivePage';

export const liveRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/live',
  staticData: { title: '라이브' },
  component: LivePage,
});

/** Children of `mainLayoutRoute`. */
export const liveRoutes = [liveRoute] as const;
