import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, mainLayoutRoute, requireRoles, routeLoadError } from '../../app';

/** Each page's module also exports its loader, so the page cache comes with the page. */
const roulettePage = () => import('./roulette/RoulettePage');
const dreamTicketListPage = () => import('./dream-ticket/DreamTicketListPage');
const dreamTicketPage = () => import('./dream-ticket/DreamTicketPage');
const adminDreamTicketPage = () => import('./admin/AdminDreamTicketPage');

const rouletteRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/event/roulette',
  staticData: { title: '룰렛' },
  beforeLoad: ({ location }) => requireRoles(location),
  loader: async ({ cause }) => (await roulettePage()).loadRoulettePage(cause),
  errorComponent: routeLoadError('룰렛을 불러오지 못했습니다'),
  component: lazyPage(roulettePage, 'RoulettePage'),
});

const dreamTicketListRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/event/dream-ticket',
  staticData: { title: '드림티켓' },
  loader: async ({ cause }) => (await dreamTicketListPage()).loadDreamTicketList(cause),
  errorComponent: routeLoadError('드림티켓을 불러오지 못했습니다'),
  component: lazyPage(dreamTicketListPage, 'DreamTicketListPage'),
});

const dreamTicketRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/event/dream-ticket/$id',
  staticData: { title: '드림티켓' },
  loader: async ({ params, cause }) => (await dreamTicketPage()).loadDreamTicketPage(params.id, cause),
  errorComponent: routeLoadError('드림티켓을 불러오지 못했습니다'),
  component: lazyPage(dreamTicketPage, 'DreamTicketPage'),
});

/** Children of `mainLayoutRoute`. */
export const drawMainRoutes = [rouletteRoute, dreamTicketListRoute, dreamTicketRoute] as const;

const adminDreamTicketRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'event/dream-ticket',
  staticData: { title: '드림티켓 관리' },
  loader: async ({ cause }) => (await adminDreamTicketPage()).loadAdminDreamTickets(cause),
  errorComponent: routeLoadError('목록을 불러오지 못했습니다'),
  component: lazyPage(adminDreamTicketPage, 'AdminDreamTicketPage'),
});

/** Children of `adminLayoutRoute` (the layout admits admins and managers only). */
export const drawAdminRoutes = [adminDreamTicketRoute] as const;
