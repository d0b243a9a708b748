import { createRoute } from '@tanstack/react-router';
import { requireRoles } from '../../app/router/guards';
import { mainLayoutRoute } from '../../app/router/layouts';
import { lazyPage } from '../../app/router/lazy-page';

export const notificationRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/user/me/notification',
  staticData: { title: '알림', keepView: true },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyPage(() => import('./NotificationPage'), 'NotificationPage'),
});

/** Children of `mainLayoutRoute`. */
export const notificationRoutes = [notificationRoute] as const;
