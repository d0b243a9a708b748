import type { ClientFeature } from '../../app';
import { ChatMomentIcon, ClipIcon } from './menu-icons';
import { soopVodAdminRoutes, soopVodMainRoutes } from './routes';

/**
 * Clip requests from the broadcast chat (PRODUCT.md "Crew and community pages"): `/soop-vod-req`
 * for everyone (asking needs an account) and `/admin/soop-chat` for the staff. Its popup is shown by the event popup host
 * (lottery/popups), one after another with the other event popups.
 */
export const soopVodFeature = {
  name: 'soop-vod',
  routes: { main: soopVodMainRoutes, admin: soopVodAdminRoutes },
  menus: {
    main: [{ label: '클립 요청', icon: ClipIcon, href: '/soop-vod-req', order: 22 }],
    admin: [{ label: '채팅 모먼트', icon: ChatMomentIcon, href: '/admin/soop-chat', order: 30 }],
  },
} satisfies ClientFeature;
