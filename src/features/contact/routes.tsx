import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, mainLayoutRoute, routeLoadError } from '../../app';
import { searchOf, uuid } from '../../lib/search-params';

/** Each page's module also exports its loader, so the page cache comes with the page. */
const contactPage = () => import('./page/ContactPage');
const adminContactPage = () => import('./admin/AdminContactPage');

/**
 * `/contact?thread={id}`: the member's thread shown open (the answer notification links here).
 * Public (SPEC section 2): a visitor sends feedback with an e-mail to answer to.
 */
const parseContactSearch = searchOf({ thread: uuid });

const contactRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/contact',
  staticData: { title: '문의하기' },
  validateSearch: parseContactSearch,
  loaderDeps: ({ search }) => ({ thread: search.thread }),
  loader: async ({ deps, cause }) => (await contactPage()).loadContactPage(deps.thread, cause),
  errorComponent: routeLoadError('문의를 불러오지 못했습니다'),
  component: lazyPage(contactPage, 'ContactPage'),
});

/** Children of `mainLayoutRoute`. */
export const contactMainRoutes = [contactRoute] as const;

const adminContactRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'contact',
  staticData: { title: '문의 관리' },
  loader: async ({ cause }) => (await adminContactPage()).loadAdminContacts(cause),
  errorComponent: routeLoadError('문의 목록을 불러오지 못했습니다'),
  component: lazyPage(adminContactPage, 'AdminContactPage'),
});

/** Children of `adminLayoutRoute` (the layout admits admins and managers only). */
export const contactAdminRoutes = [adminContactRoute] as const;
