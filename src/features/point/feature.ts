import type { ClientFeature } from '../../app';
import { CoinIcon } from './icons';
import { MemberPoint } from './MemberPoint';
import { pointRoutes } from './routes';

/** The member's points: the live balance in the avatar menu and on the profile, and the history page. */
export const pointFeature = {
  name: 'point',
  routes: { main: pointRoutes },
  menus: { user: [{ label: '포인트 내역', icon: CoinIcon, href: '/user/me/point', order: 25 }] },
  slots: { memberPoint: MemberPoint },
} satisfies ClientFeature;
