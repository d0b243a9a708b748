import type { ClientFeature } from '../../app';
import { SIGNED_IN_ROLES } from '../../app';
import { GiftIcon, TicketIcon } from './menu-icons';
import { rewardAdminRoutes, rewardRoutes } from './routes';

/** Prizes paid through the ledger (PRODUCT.md "Draws and prizes"): point-claim codes and the reward gift shop. */
export const rewardFeature = {
  name: 'reward',
  routes: { main: rewardRoutes, admin: rewardAdminRoutes },
  menus: {
    main: [
      {
        label: '포인트 받기',
        icon: GiftIcon,
        href: '/event/point-claim',
        order: 35.5,
        roles: SIGNED_IN_ROLES,
        group: '이벤트',
      },
      {
        label: '리워드',
        icon: GiftIcon,
        href: '/event/reward',
        order: 35.6,
        roles: SIGNED_IN_ROLES,
        group: '이벤트',
      },
    ],
    admin: [
      { label: '포인트 받기', icon: TicketIcon, href: '/admin/event/point', order: 40 },
      { label: '리워드 기프트샵', icon: GiftIcon, href: '/admin/reward-giftshow', order: 41 },
    ],
  },
} satisfies ClientFeature;
