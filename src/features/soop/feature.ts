import type { ClientFeature } from '../../app';
import { SOOP_CONNECT_PATH } from './link-prompt';
import { LinkIcon } from './menu-icons';
import { soopRoutes } from './routes';
import { startLinkPrompt } from './start-link-prompt';

export const soopFeature = {
  name: 'soop',
  routes: { main: soopRoutes },
  menus: { user: [{ label: 'SOOP 계정 연결', icon: LinkIcon, href: SOOP_CONNECT_PATH, order: 50 }] },
  start: (app) => startLinkPrompt(app),
} satisfies ClientFeature;
