import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireRoles } from '../../app/router/guards';
import { mainLayoutRoute } from '../../app/router/layouts';
import { AFREECATV_CONNECT_PATH } from './link-prompt';

export const afreecatvConnectRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: AFREECATV_CONNECT_PATH,
  staticData: { title: 'SOOP 계정 연동' },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyRouteComponent(() => import('./AfreecatvConnectPage'), 'AfreecatvConnectPage'),
});

/** Children of `mainLayoutRoute`. */
export const afreecatvRoutes = [afreecatvConnectRoute] as const;
