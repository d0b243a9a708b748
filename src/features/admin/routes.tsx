import { createRoute, redirect } from '@tanstack/react-router';
import { adminLayoutRoute, lazyPage, routeLoadError } from '../../app';
import { parseStaffActionSearch } from './staff-action/staff-action-search';
import { parseUserTableSearch } from './user/user-table-search';

const loadError = routeLoadError('목록을 불러오지 못했습니다');

/**
 * Each page's module also exports its loader, so the loader and the page cache come with the
 * page, not with the first page. (A loader module of its own, imported apart, makes the bundler
 * split the app's shared code out of the first chunk.)
 */
const crewMemberPage = () => import('./crew-member/CrewMemberPage');
const userTablePage = () => import('./user/UserTablePage');
const boardAdminPage = () => import('./board/BoardAdminPage');
const staffActionPage = () => import('./staff-action/StaffActionPage');

/** Admin pages (SPEC section 2 "Admin layout"); the layout route guards them for admins and managers. */

const adminIndexRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/admin/crew-member', replace: true });
  },
});

const crewMemberRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'crew-member',
  staticData: { title: '크루 멤버' },
  loader: async ({ cause }) => (await crewMemberPage()).loadCrewMembers(cause),
  errorComponent: loadError,
  component: lazyPage(crewMemberPage, 'CrewMemberPage'),
});

const userRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'user',
  staticData: { title: '사용자 관리' },
  validateSearch: parseUserTableSearch,
  // The search filters the loaded list in the page: only entering the page (or a change the page
  // invalidates) loads the members again, never a keystroke.
  shouldReload: false,
  loader: async ({ cause }) => (await userTablePage()).loadUserTable(cause),
  errorComponent: loadError,
  component: lazyPage(userTablePage, 'UserTablePage'),
});

const boardRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'board',
  staticData: { title: '게시판 관리' },
  loader: async ({ cause }) => (await boardAdminPage()).loadBoardAdmin(cause),
  errorComponent: loadError,
  component: lazyPage(boardAdminPage, 'BoardAdminPage'),
});

/** Admins only: the menu entry names the role, and the layout's guard follows it (`adminPageRoles`). */
const staffActionRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'staff-action',
  staticData: { title: '운영 기록' },
  validateSearch: parseStaffActionSearch,
  // The server filters and pages: each search is a load of its own.
  loaderDeps: ({ search }) => search,
  loader: async ({ cause, deps }) => (await staffActionPage()).loadStaffActions(deps, cause),
  errorComponent: loadError,
  component: lazyPage(staffActionPage, 'StaffActionPage'),
});

/** Children of `adminLayoutRoute`. */
export const adminRoutes = [
  adminIndexRoute,
  crewMemberRoute,
  userRoute,
  boardRoute,
  staffActionRoute,
] as const;
