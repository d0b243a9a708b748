import type { ClientFeature } from '../../app';
import { HomeIcon } from './menu-icons';
import { homeRoutes } from './routes';

export const homeFeature = {
  name: 'home',
  routes: { main: homeRoutes },
  menus: { main: [{ label: '홈', icon: HomeIcon, href: '/', order: 10 }] },
} satisfies ClientFeature;
