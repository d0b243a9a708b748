import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, mainLayoutRoute, routeLoadError } from '../../app';
import { searchOf, uuid } from '../../lib/search-params';

/** Each page's module also exports its loader, so the page cache comes with the page. */
const recordPage = () => import('./record/RecordPage');
const leaguePage = () => import('./league/LeaguePage');
const entryPage = () => import('./entry/EntryPage');
const adminPlayersPage = () => import('./admin/AdminPlayersPage');
const adminAcademyPage = () => import('./admin/AdminAcademyPage');
const adminLeaguePage = () => import('./admin/league/AdminLeaguePage');
const bnetPage = () => import('./bnet/BnetPage');

const bnetRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/starcraft/bnet',
  staticData: { title: '배틀넷 기록', description: '씨나인 크루의 스타크래프트 래더 순위와 최근 경기' },
  loader: async ({ cause }) => (await bnetPage()).loadBnetBoard(cause),
  errorComponent: routeLoadError('배틀넷 기록을 불러오지 못했습니다'),
  component: lazyPage(bnetPage, 'BnetPage'),
});

const recordRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/starcraft/record',
  staticData: {
    title: '스타크래프트 전적',
    description: '씨나인 선수들의 전적, 종족별 승률, 상대 전적과 Elo 레이팅',
  },
  loader: async ({ cause }) => (await recordPage()).loadRecord(cause),
  errorComponent: routeLoadError('전적을 불러오지 못했습니다'),
  component: lazyPage(recordPage, 'RecordPage'),
});

const replayRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/starcraft/replay',
  staticData: { title: '리플레이 분석' },
  component: lazyPage(() => import('./replay/ReplayPage'), 'ReplayPage'),
});

const parseSeasonSearch = searchOf({ season: uuid });

const leagueRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/starcraft/league',
  staticData: {
    title: '스타크래프트 리그',
    description: '씨나인 스타리그의 조별 순위, 일정, 결과와 결선 대진표',
  },
  validateSearch: parseSeasonSearch,
  loaderDeps: ({ search }) => ({ season: search.season }),
  loader: async ({ deps, cause }) => (await leaguePage()).loadLeague(deps.season, cause),
  errorComponent: routeLoadError('리그를 불러오지 못했습니다'),
  component: lazyPage(leaguePage, 'LeaguePage'),
});

const entryRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/starcraft/entry',
  staticData: { title: '리그 참가 신청', description: '씨나인 스타리그에 참가 신청하기' },
  loader: async ({ cause }) => (await entryPage()).loadEntries(cause),
  errorComponent: routeLoadError('참가 신청 목록을 불러오지 못했습니다'),
  component: lazyPage(entryPage, 'EntryPage'),
});

/** Children of `mainLayoutRoute`. */
export const starcraftMainRoutes = [recordRoute, replayRoute, bnetRoute, leagueRoute, entryRoute] as const;

const loadError = routeLoadError('목록을 불러오지 못했습니다');

const adminPlayersRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'game/player',
  staticData: { title: '선수 관리' },
  loader: async ({ cause }) => (await adminPlayersPage()).loadAdminPlayers(cause),
  errorComponent: loadError,
  component: lazyPage(adminPlayersPage, 'AdminPlayersPage'),
});

const adminAcademyRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'game/academy',
  staticData: { title: '아카데미 관리' },
  loader: async ({ cause }) => (await adminAcademyPage()).loadAdminAcademies(cause),
  errorComponent: loadError,
  component: lazyPage(adminAcademyPage, 'AdminAcademyPage'),
});

const adminLeagueRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'game/league',
  staticData: { title: '리그 관리' },
  validateSearch: parseSeasonSearch,
  loaderDeps: ({ search }) => ({ season: search.season }),
  loader: async ({ deps, cause }) => (await adminLeaguePage()).loadAdminLeague(deps.season, cause),
  errorComponent: loadError,
  component: lazyPage(adminLeaguePage, 'AdminLeaguePage'),
});

/** Children of `adminLayoutRoute` (the layout admits admins and managers only). */
export const starcraftAdminRoutes = [adminPlayersRoute, adminAcademyRoute, adminLeagueRoute] as const;
