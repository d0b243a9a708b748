import { type ClientFeature, partAfterLoad } from '../../app';
import { LiveStationList } from './LiveStationList';
import { LiveStrip } from './LiveStrip';
import { LiveIcon } from './menu-icons';
import { liveRoutes } from './routes';

// The lists' refresh and the go-live toasts react to changes: they can start once the page has loaded.
const liveLayoutEffect = partAfterLoad(() => import('./LiveLayoutEffect'));

export const liveFeature = {
  name: 'live',
  routes: { main: liveRoutes },
  menus: { main: [{ label: '라이브', icon: LiveIcon, href: '/live', order: 20 }] },
  slots: { liveDrawer: LiveStationList, liveStrip: LiveStrip },
  MainLayoutEffect: liveLayoutEffect.Render,
} satisfies ClientFeature;
