import { createRoute, notFound } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, requireRoles, routeLoadError } from '../../app';
import { STORE_SELLER_ROLES } from '../../contract/roles';
import { parseStoreSearch } from './store-search';

const loadError = routeLoadError('상점을 불러오지 못했습니다');

/**
 * The shop's pages load after the first page; each page module also exports its loader, so the
 * loader and the page cache arrive with the page (see features/admin/routes.tsx).
 */
const shelfPage = () => import('./StorePage');
const productPage = () => import('./ProductPage');
const formPage = () => import('./ProductFormPage');

/** SPEC: the shop's ids are digits only; anything else is not a page. */
const productId = (raw: string): number => {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
};

const storeRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/store',
  staticData: { title: '이모티콘 상점' },
  validateSearch: parseStoreSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: async ({ deps, cause }) => {
    const status = deps.tab === 'pending' ? 'PENDING' : deps.tab === 'hidden' ? 'HIDDEN' : 'APPROVED';
    return deps.tab === 'mine' ? null : (await shelfPage()).loadStoreShelf(status, cause);
  },
  errorComponent: loadError,
  component: lazyPage(shelfPage, 'StorePage'),
});

const storeWriteRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/store/write',
  staticData: { title: '이모티콘 등록' },
  beforeLoad: ({ location }) => requireRoles(location, STORE_SELLER_ROLES),
  component: lazyPage(formPage, 'ProductWritePage'),
});

const storeProductRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/store/$id',
  staticData: { title: '이모티콘' },
  beforeLoad: ({ location }) => requireRoles(location),
  loader: async ({ params, cause }) => (await productPage()).loadStoreProduct(productId(params.id), cause),
  errorComponent: loadError,
  component: lazyPage(productPage, 'ProductPage'),
});

const storeModifyRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/store/$id/modify',
  staticData: { title: '이모티콘 수정' },
  beforeLoad: ({ location }) => requireRoles(location, STORE_SELLER_ROLES),
  loader: async ({ params, cause }) => (await formPage()).loadStoreProduct(productId(params.id), cause),
  errorComponent: loadError,
  component: lazyPage(formPage, 'ProductModifyPage'),
});

/** Children of `mainLayoutRoute` (SPEC section 2: /store public, the rest for members). */
export const storeRoutes = [storeRoute, storeWriteRoute, storeProductRoute, storeModifyRoute] as const;
