import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, routeLoadError } from '../../app';
import { oneOf, searchOf, uuid } from '../../lib/search-params';

/** The page's module also exports its loader, so the leaderboard's page cache comes with the page. */
const applePage = () => import('./apple/ApplePage');
const stickmanPage = () => import('./stickman/StickmanPage');

const parsePeriodSearch = searchOf({ period: oneOf(['day', 'week', 'all']) });

const appleRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/game/apple',
  staticData: { title: '사과 게임' },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => ({ period: search.period ?? 'day' }),
  loader: async ({ deps, cause }) => (await applePage()).loadAppleLeaderboard(deps.period, cause),
  errorComponent: routeLoadError('사과 게임을 불러오지 못했습니다'),
  component: lazyPage(applePage, 'ApplePage'),
});

const stickmanRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/game/stickmanpoop',
  staticData: { title: '똥 피하기' },
  validateSearch: parsePeriodSearch,
  loaderDeps: ({ search }) => ({ period: search.period ?? 'day' }),
  loader: async ({ deps, cause }) => (await stickmanPage()).loadStickmanLeaderboard(deps.period, cause),
  errorComponent: routeLoadError('똥 피하기를 불러오지 못했습니다'),
  component: lazyPage(stickmanPage, 'StickmanPage'),
});

/** Omok and alkkagi: against the computer, or online (the lobby, or one room). */
const parseMatchSearch = searchOf({ mode: oneOf(['online']), match: uuid });

const omokRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/game/omok-simulator',
  staticData: { title: '오목' },
  validateSearch: parseMatchSearch,
  component: lazyPage(() => import('./omok/OmokPage'), 'OmokPage'),
});

const alkkagiRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/game/alkkagi-simulator',
  staticData: { title: '알까기' },
  validateSearch: parseMatchSearch,
  component: lazyPage(() => import('./alkkagi/AlkkagiPage'), 'AlkkagiPage'),
});

/** Children of `mainLayoutRoute`: the games built so far. */
export const gameRoutes = [appleRoute, stickmanRoute, omokRoute, alkkagiRoute] as const;
