import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, mainLayoutRoute, requireRoles, routeLoadError } from '../../app';
import { parseRankingSearch } from '../../lib/ranking-search';
import { searchOf, uuid } from '../../lib/search-params';

/** Each page's module also exports its loader, so the page cache comes with the page. */
const eventPage = () => import('./event/EventExcelPage');
const signaturePage = () => import('./signature/SignaturePage');
const donationRankPage = () => import('./rank/ExcelDonationRankPage');
const signatureRankPage = () => import('./rank/SignatureRankPage');
const adminPage = () => import('./admin/AdminExcelPage');
const adminDetailPage = () => import('./admin/AdminExcelDetailPage');

const parseEventExcelSearch = searchOf({ id: uuid });

const eventExcelRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/event/excel',
  staticData: { title: '엑셀 방송' },
  validateSearch: parseEventExcelSearch,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ deps, cause }) => (await eventPage()).loadEventExcel(deps.id, cause),
  errorComponent: routeLoadError('엑셀 방송을 불러오지 못했습니다'),
  component: lazyPage(eventPage, 'EventExcelPage'),
});

const signatureRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/excel/signature',
  staticData: { title: '시그니처' },
  loader: async ({ cause }) => (await signaturePage()).loadSignatures(cause),
  errorComponent: routeLoadError('시그니처를 불러오지 못했습니다'),
  component: lazyPage(signaturePage, 'SignaturePage'),
});

const rankLoadError = routeLoadError('랭킹을 불러오지 못했습니다');

const excelDonationRankRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/rank/excel-donation',
  staticData: { title: '엑셀 별풍선 랭킹' },
  validateSearch: parseRankingSearch,
  beforeLoad: ({ location }) => requireRoles(location),
  loaderDeps: ({ search }) => ({ period: search.period ?? 'week' }),
  loader: async ({ deps, cause }) => (await donationRankPage()).loadExcelDonationRanking(deps.period, cause),
  errorComponent: rankLoadError,
  component: lazyPage(donationRankPage, 'ExcelDonationRankPage'),
});

const signatureRankRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/rank/signature',
  staticData: { title: '시그니처 랭킹' },
  validateSearch: parseRankingSearch,
  loaderDeps: ({ search }) => ({ period: search.period ?? 'week' }),
  loader: async ({ deps, cause }) => (await signatureRankPage()).loadSignatureRanking(deps.period, cause),
  errorComponent: rankLoadError,
  component: lazyPage(signatureRankPage, 'SignatureRankPage'),
});

/** Children of `mainLayoutRoute` (SPEC section 2: the board, signatures and their rank are public; the excel gift rank is members'). */
export const excelMainRoutes = [
  eventExcelRoute,
  signatureRoute,
  excelDonationRankRoute,
  signatureRankRoute,
] as const;

const adminExcelRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'excel',
  staticData: { title: '엑셀 방송 관리' },
  loader: async ({ cause }) => (await adminPage()).loadAdminExcel(cause),
  errorComponent: routeLoadError('목록을 불러오지 못했습니다'),
  component: lazyPage(adminPage, 'AdminExcelPage'),
});

const adminExcelDetailRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'excel/$id',
  staticData: { title: '엑셀 방송 진행' },
  loader: async ({ params, cause }) => (await adminDetailPage()).loadAdminExcelDetail(params.id, cause),
  errorComponent: routeLoadError('엑셀 방송을 불러오지 못했습니다'),
  component: lazyPage(adminDetailPage, 'AdminExcelDetailPage'),
});

/** Children of `adminLayoutRoute`: the admin menu entry's roles (EXCEL users and staff) open them. */
export const excelAdminRoutes = [adminExcelRoute, adminExcelDetailRoute] as const;
