import type { ClientFeature } from '../../app';
import { ContactIcon } from './menu-icons';
import { contactAdminRoutes, contactMainRoutes } from './routes';

/** Feedback to the admins (PRODUCT.md "Crew and community pages"): `/contact` and `/admin/contact`. */
export const contactFeature = {
  name: 'contact',
  routes: { main: contactMainRoutes, admin: contactAdminRoutes },
  menus: {
    main: [{ label: '문의하기', icon: ContactIcon, href: '/contact', order: 38 }],
    admin: [{ label: '문의', icon: ContactIcon, href: '/admin/contact', order: 30 }],
  },
} satisfies ClientFeature;
