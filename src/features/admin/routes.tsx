import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { adminLayoutRoute } from '../../app/router/layouts';
import { AdminLoadError } from './AdminLoadError';
import { UserTableSearch } from './user/user-table-search';

/** The loaders and the page cache load with the first admin page, not with the app. */
const loaders = () => import('./load-pages');

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
  loader: async ({ cause }) => (await loaders()).loadCrewMembers(cause),
  errorComponent: AdminLoadError,
  component: lazyRouteComponent(() => import('./crew-member/CrewMemberPage'), 'CrewMemberPage'),
});

const userRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'user',
  staticData: { title: '사용자 관리' },
  validateSearch: (search) => UserTableSearch.parse(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, cause }) => (await loaders()).loadUserTable(deps, cause),
  errorComponent: AdminLoadError,
  component: lazyRouteComponent(() => import('./user/UserTablePage'), 'UserTablePage'),
});

/** Children of `adminLayoutRoute`. */
export const adminRoutes = [adminIndexRoute, crewMemberRoute, userRoute] as const;
