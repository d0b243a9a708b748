import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';
import { requireRoles } from '../../app/router/guards';
import { mainLayoutRoute } from '../../app/router/layouts';
import { SOOP_CONNECT_PATH } from './link-prompt';

const ConnectSearch = z.object({
  /** The page that sent the member here (the write form): back there once linked. In-app paths only. */
  next: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional()
    .catch(undefined),
});

export const soopConnectRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: SOOP_CONNECT_PATH,
  staticData: { title: 'SOOP 계정 연동' },
  validateSearch: ConnectSearch,
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyRouteComponent(() => import('./SoopConnectPage'), 'SoopConnectPage'),
});

/** Children of `mainLayoutRoute`. */
export const soopRoutes = [soopConnectRoute] as const;
