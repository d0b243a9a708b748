import type { ClientFeature } from '../../app';
import { LiveLayoutEffect } from './LiveLayoutEffect';
import { LiveStationList } from './LiveStationList';
import { LiveStrip } from './LiveStrip';
import { LiveIcon } from './menu-icons';
import { liveRoutes } from './routes';

export const liveFeature = {
  name: 'live',
  routes: { main: liveRoutes },
  menus: { main: [{ label: '라이브', icon: LiveIcon, href: '/live', order: 20 }] },
  slots: { liveDrawer: LiveStationList, liveStrip: LiveStrip },
  MainLayoutEffect: LiveLayoutEffect,
} satisfies ClientFeature;
