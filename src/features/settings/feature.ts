import type { ClientFeature } from '../../app';
import { SettingsIcon } from './menu-icons';
import { settingsRoutes } from './routes';
import { SubscribeButton } from './SubscribeButton';

export const settingsFeature = {
  name: 'settings',
  routes: { main: settingsRoutes },
  menus: { user: [{ label: '설정', icon: SettingsIcon, href: '/user/me/settings', order: 30 }] },
  slots: { memberActions: SubscribeButton },
} satisfies ClientFeature;
