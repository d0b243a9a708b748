import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireRoles } from '../../app/router/guards';
import { mainLayoutRoute } from '../../app/router/layouts';
import { SOOP_CONNECT_PATH } from './link-prompt';

export const soopConnectRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: SOOP_CONNECT_PATH,
  staticData: { title: 'SOOP 계정 연동' },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyRouteComponent(() => import('./SoopConnectPage'), 'SoopConnectPage'),
});

/** Children of `mainLayoutRoute`. */
export const soopRoutes = [soopConnectRoute] as const;
