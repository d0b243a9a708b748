import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, requireRoles } from '../../app';

/** The page's module also exports its loader, so the page cache comes with the page (see admin/routes.tsx). */
const checkInPage = () => import('./CheckInPage');

export const checkInRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/event/check-in-point-rank',
  staticData: { title: '출석 체크' },
  beforeLoad: ({ location }) => requireRoles(location),
  loader: async ({ cause }) => (await checkInPage()).loadCheckInPage(cause),
  component: lazyPage(checkInPage, 'CheckInPage'),
});

/** Children of `mainLayoutRoute`. */
export const checkInRoutes = [checkInRoute] as const;
