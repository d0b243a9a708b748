import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { requireRoles } from '../../app/router/guards';
import { mainLayoutRoute } from '../../app/router/layouts';

export const notificationRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/user/me/notification',
  staticData: { title: '알림', keepView: true },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyRouteComponent(() => import('./NotificationPage'), 'NotificationPage'),
});

/** Children of `mainLayoutRoute`. */
export const notificationRoutes = [notificationRoute] as const;
