import { type ClientFeature, startAfterLoad } from '../../app';
import { BellIcon } from './menu-icons';
import { notificationRoutes } from './routes';

export const notificationFeature = {
  name: 'notification',
  routes: { main: notificationRoutes },
  menus: { user: [{ label: '알림', icon: BellIcon, href: '/user/me/notification', order: 20 }] },
  // Toasts for notifications that arrive from now on: nothing the first paint waits for.
  start: startAfterLoad(() =>
    import('./start-notification-toasts').then(
      (toasts) => (app) => toasts.startNotificationToasts(app.navigate),
    ),
  ),
} satisfies ClientFeature;
