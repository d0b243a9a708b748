import type { ClientFeature } from '../../app';
import { MANAGER_OR_HIGHER } from '../../contract/roles';
import { DusanIcon } from './menu-icons';
import { dusanAdminRoutes, dusanMainRoutes } from './routes';

/** Doosan cheering (PRODUCT.md "Events on stream"): the public page and the staff screen. */
export const dusanFeature = {
  name: 'dusan',
  routes: { main: dusanMainRoutes, admin: dusanAdminRoutes },
  menus: {
    main: [{ label: '두산 응원', icon: DusanIcon, href: '/event/dusan', order: 35.75, group: '이벤트' }],
    admin: [
      { label: '두산 응원', icon: DusanIcon, href: '/admin/dusan', order: 15, roles: MANAGER_OR_HIGHER },
    ],
  },
} satisfies ClientFeature;
