import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, requireRoles } from '../../app';
import { inAppPath, searchOf } from '../../lib/search-params';
import { SOOP_CONNECT_PATH } from '../../lib/soop-connect-path';

const parseConnectSearch = searchOf({
  /** The page that sent the member here (the write form): back there once linked. In-app paths only. */
  next: inAppPath,
});

export const soopConnectRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: SOOP_CONNECT_PATH,
  staticData: { title: 'SOOP 계정 연동' },
  validateSearch: parseConnectSearch,
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyPage(() => import('./SoopConnectPage'), 'SoopConnectPage'),
});

/** Children of `mainLayoutRoute`. */
export const soopRoutes = [soopConnectRoute] as const;
