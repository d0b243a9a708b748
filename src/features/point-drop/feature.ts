import { lazy } from 'react';
import type { ClientFeature } from '../../app';
import { SIGNED_IN_ROLES } from '../../app';
import { DropBanner } from './banner/DropBanner';
import { PointDropIcon } from './menu-icons';
import { pointDropAdminRoutes, pointDropMainRoutes } from './routes';

/** Staff's start button under a live card loads after the card: most viewers never see it. */
const LiveCardDropButton = lazy(() =>
  import('./start/LiveCardDropButton').then((module) => ({ default: module.LiveCardDropButton })),
);

/** Point drop (PRODUCT.md "Events on stream"): the page, its rank, the admin screen, the live banner and staff's button on live cards. */
export const pointDropFeature = {
  name: 'point-drop',
  routes: { main: pointDropMainRoutes, admin: pointDropAdminRoutes },
  menus: {
    main: [
      {
        label: '포인트 드롭',
        icon: PointDropIcon,
        href: '/event/point-drop',
        order: 35.69,
        roles: SIGNED_IN_ROLES,
        group: '이벤트',
      },
    ],
    admin: [{ label: '포인트 드롭', icon: PointDropIcon, href: '/admin/event/point-drop', order: 39.6 }],
  },
  MainLayoutEffect: DropBanner,
  liveCardLine: LiveCardDropButton,
} satisfies ClientFeature;
