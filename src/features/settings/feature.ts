import type { ClientFeature } from '../../app';
import { SettingsIcon } from './menu-icons';
import { settingsRoutes } from './routes';

export const settingsFeature = {
  name: 'settings',
  routes: { main: settingsRoutes },
  menus: { user: [{ label: '설정', icon: SettingsIcon, href: '/user/me/settings', order: 30 }] },
} satisfies ClientFeature;
