import type { ClientFeature } from '../../app';
import { SIGNED_IN_ROLES } from '../../app';
import { RouletteIcon } from './icons';
import { drawAdminRoutes, drawMainRoutes } from './routes';

/** Provably fair draws (PRODUCT.md "Draws and prizes, provably fair"): the roulette and dream tickets. */
export const drawFeature = {
  name: 'draw',
  routes: { main: drawMainRoutes, admin: drawAdminRoutes },
  menus: {
    main: [
      { label: '드림티켓', icon: RouletteIcon, href: '/event/dream-ticket', order: 35.65, group: '이벤트' },
      {
        label: '룰렛',
        icon: RouletteIcon,
        href: '/event/roulette',
        order: 35.7,
        roles: SIGNED_IN_ROLES,
        group: '이벤트',
      },
    ],
    admin: [{ label: '드림티켓', icon: RouletteIcon, href: '/admin/event/dream-ticket', order: 39 }],
  },
} satisfies ClientFeature;
