import { type ClientFeature, partAfterLoad } from '../../app';
import { SettingsIcon } from './menu-icons';
import { settingsRoutes } from './routes';

// Hidden until the member's subscriptions have loaded anyway: its code comes after the first page.
const subscribeButton = partAfterLoad(() => import('./SubscribeButton'));

export const settingsFeature = {
  name: 'settings',
  routes: { main: settingsRoutes },
  menus: { user: [{ label: '설정', icon: SettingsIcon, href: '/user/me/settings', order: 30 }] },
  slots: { memberActions: subscribeButton.Render },
} satisfies ClientFeature;
