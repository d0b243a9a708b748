import { createRouter } from '@tanstack/react-router';
import { adminRoutes } from '../../features/admin/routes';
import { afreecatvRoutes } from '../../features/afreecatv/routes';
import { blankAuthRoutes, mainAuthRoutes } from '../../features/auth/routes';
import { boardRoutes } from '../../features/board/routes';
import { homeRoutes } from '../../features/home/routes';
import { liveRoutes } from '../../features/live/routes';
import { notificationRoutes } from '../../features/notification/routes';
import { notSupportBrowserRoute, policyRoutes } from '../../features/pages/routes';
import { pwaRoutes } from '../../features/pwa/routes';
import { settingsRoutes } from '../../features/settings/routes';
import { userRoutes } from '../../features/user/routes';
import { adminLayoutRoute, blankLayoutRoute, mainLayoutRoute } from './layouts';
import { rootRoute } from './root';

/**
 * The route tree. Each feature exports its routes (children of `mainLayoutRoute` or
 * `blankLayoutRoute`) from `src/features/<name>/routes.tsx`; only built pages are listed here.
 */
const routeTree = rootRoute.addChildren([
  mainLayoutRoute.addChildren([
    ...homeRoutes,
    ...liveRoutes,
    ...mainAuthRoutes,
    ...policyRoutes,
    ...pwaRoutes,
    ...boardRoutes,
    ...notificationRoutes,
    ...userRoutes,
    ...afreecatvRoutes,
    ...settingsRoutes,
  ]),
  blankLayoutRoute.addChildren([...blankAuthRoutes]),
  adminLayoutRoute.addChildren([...adminRoutes]),
  notSupportBrowserRoute,
]);

export const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: false });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
