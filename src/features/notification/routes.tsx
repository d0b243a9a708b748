import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, requireRoles } from '../../app';

export const notificationRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/user/me/notification',
  staticData: { title: '알림', keepView: true },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyPage(() => import('./NotificationPage'), 'NotificationPage'),
});

/** Children of `mainLayoutRoute`. */
export const notificationRoutes = [notificationRoute] as const;
