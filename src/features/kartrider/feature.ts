import type { ClientFeature } from '../../app';
import { KartIcon } from './menu-icons';
import { kartMainRoutes } from './routes';

/** KartRider (PRODUCT.md "StarCraft and KartRider"): the crew's tier list and track records. */
export const kartriderFeature = {
  name: 'kartrider',
  routes: { main: kartMainRoutes },
  menus: { main: [{ label: '카트라이더', icon: KartIcon, href: '/kartrider/tier', order: 36.7 }] },
} satisfies ClientFeature;
