import { type ClientFeature, startAfterLoad } from '../../app';
import { SOOP_CONNECT_PATH } from '../../lib/soop-connect-path';
import { LinkIcon } from './menu-icons';
import { soopRoutes } from './routes';

export const soopFeature = {
  name: 'soop',
  routes: { main: soopRoutes },
  menus: { user: [{ label: 'SOOP 계정 연결', icon: LinkIcon, href: SOOP_CONNECT_PATH, order: 50 }] },
  // The prompt waits 5 s after the start anyway.
  start: startAfterLoad(() => import('./start-link-prompt').then((prompt) => prompt.startLinkPrompt)),
} satisfies ClientFeature;
