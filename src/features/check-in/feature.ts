import type { ClientFeature } from '../../app';
import { SIGNED_IN_ROLES } from '../../app';
import { HomeCheckIn } from './HomeCheckIn';
import { CheckInIcon } from './icons';
import { checkInRoutes } from './routes';

/** The daily check-in (PRODUCT.md "Check-in"): its page, menu entries and the home page's card. */
export const checkInFeature = {
  name: 'check-in',
  routes: { main: checkInRoutes },
  menus: {
    main: [
      {
        label: '출석 체크',
        icon: CheckInIcon,
        href: '/event/check-in-point-rank',
        order: 35,
        roles: SIGNED_IN_ROLES,
        group: '이벤트',
      },
    ],
    user: [{ label: '출석 체크', icon: CheckInIcon, href: '/event/check-in-point-rank', order: 15 }],
  },
  slots: { homeCard: HomeCheckIn },
} satisfies ClientFeature;
