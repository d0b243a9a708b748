import type { ClientFeature } from '../../app';
import { BellIcon } from './menu-icons';
import { notificationRoutes } from './routes';
import { startNotificationToasts } from './start-notification-toasts';

export const notificationFeature = {
  name: 'notification',
  routes: { main: notificationRoutes },
  menus: { user: [{ label: '알림', icon: BellIcon, href: '/user/me/notification', order: 20 }] },
  start: (app) => startNotificationToasts(app.navigate),
} satisfies ClientFeature;
