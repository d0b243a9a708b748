import type { ClientFeature } from '../../app';
import { MANAGER_OR_HIGHER } from '../../contract/roles';
import { OrganizationIcon, TimelineIcon } from './menu-icons';
import { crewAdminRoutes, crewMainRoutes } from './routes';

/** The crew's own pages (PRODUCT.md "Crew and community pages"): the chart and the history, and their admin screens. */
export const crewFeature = {
  name: 'crew',
  routes: { main: crewMainRoutes, admin: crewAdminRoutes },
  menus: {
    main: [
      { label: '조직도', icon: OrganizationIcon, href: '/organization', order: 21, group: '크루' },
      { label: '크루 연혁', icon: TimelineIcon, href: '/timeline', order: 21.1, group: '크루' },
    ],
    admin: [
      {
        label: '조직도',
        icon: OrganizationIcon,
        href: '/admin/crew-organization',
        order: 12.5,
        roles: MANAGER_OR_HIGHER,
      },
      {
        label: '크루 연혁',
        icon: TimelineIcon,
        href: '/admin/crew-timeline',
        order: 13,
        roles: MANAGER_OR_HIGHER,
      },
    ],
  },
} satisfies ClientFeature;
