import type { ClientFeature } from '../../app';
import { LotteryIcon } from './menu-icons';
import { EventPopups } from './popups/EventPopups';
import { lotteryAdminRoutes, lotteryMainRoutes } from './routes';

/** The lottery (PRODUCT.md "Lottery"): its page, its admin screen, and the event popups on the home page. */
export const lotteryFeature = {
  name: 'lottery',
  routes: { main: lotteryMainRoutes, admin: lotteryAdminRoutes },
  menus: {
    main: [{ label: '복권', icon: LotteryIcon, href: '/event/lottery', order: 35.68, group: '이벤트' }],
    admin: [{ label: '복권', icon: LotteryIcon, href: '/admin/event/lottery', order: 39.5 }],
  },
  MainLayoutEffect: EventPopups,
} satisfies ClientFeature;
