import { createRoute, redirect } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, routeLoadError } from '../../app';

/** The page's module also exports its loader, so the page cache comes with the page. */
const tierPage = () => import('./tier/KartTierPage');

/** SPEC section 2: /kartrider redirects to /kartrider/tier. */
const kartRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/kartrider',
  beforeLoad: () => {
    throw redirect({ to: '/kartrider/tier', replace: true });
  },
});

const tierRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/kartrider/tier',
  staticData: { title: '카트라이더 티어', description: '씨나인 크루의 카트라이더 티어표와 트랙 기록' },
  loader: async ({ cause }) => (await tierPage()).loadKartBoard(cause),
  errorComponent: routeLoadError('카트라이더 티어를 불러오지 못했습니다'),
  component: lazyPage(tierPage, 'KartTierPage'),
});

/** Children of `mainLayoutRoute`. */
export const kartMainRoutes = [kartRoute, tierRoute] as const;
