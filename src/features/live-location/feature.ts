import { lazy } from 'react';
import type { ClientFeature } from '../../app';
import { LivePlaceIcon } from './menu-icons';
import { liveLocationAdminRoutes } from './routes';

/** The place under a live card loads after the card: it is an extra, not worth the first load. */
const LivePlaceLink = lazy(() =>
  import('./place/LivePlaceLink').then((module) => ({ default: module.LivePlaceLink })),
);

/** The crew's place during an outdoor broadcast (PRODUCT.md): shared in the admin console, shown on live cards. */
export const liveLocationFeature = {
  name: 'live-location',
  routes: { admin: liveLocationAdminRoutes },
  menus: { admin: [{ label: '라이브 위치', icon: LivePlaceIcon, href: '/admin/live-location', order: 12 }] },
  liveCardLine: LivePlaceLink,
} satisfies ClientFeature;
