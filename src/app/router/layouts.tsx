import { createRoute, Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { MANAGER_OR_HIGHER } from '../../contract';
import { useBoards } from '../../data/live-query';
import { LiveStationList } from '../../features/live/LiveStationList';
import { LiveStrip } from '../../features/live/LiveStrip';
import { useLiveRefresh } from '../../features/live/use-live-refresh';
import { useLiveToasts } from '../../features/live/use-live-toasts';
import { HeaderUserMenu } from '../../features/user/HeaderUserMenu';
import { AdminLayout } from '../layout/AdminLayout';
import { BlankLayout } from '../layout/BlankLayout';
import { useLayout } from '../layout/LayoutProvider';
import { MainLayout } from '../layout/MainLayout';
import { mainNavItems, withBoards } from '../layout/nav-items';
import { requireRoles } from './guards';
import { PageStackOutlet } from './PageStackOutlet';
import { rootRoute } from './root';

function MainLayoutRoute() {
  const boards = useBoards();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const { liveDrawerOpen } = useLayout();
  useLiveRefresh(path, liveDrawerOpen);
  useLiveToasts(path);
  return (
    <MainLayout
      navItems={withBoards(mainNavItems, boards ?? [])}
      headerActions={<HeaderUserMenu />}
      liveDrawer={<LiveStationList />}
      liveStrip={<LiveStrip />}
    >
      <PageStackOutlet />
    </MainLayout>
  );
}

/** The card heading of a blank-layout page is its route's `staticData.title`. */
function BlankLayoutRoute() {
  const title = useMatches({
    select: (matches) => matches.findLast((m) => m.staticData.title)?.staticData.title,
  });
  return (
    <BlankLayout {...(title ? { title } : {})}>
      <Outlet />
    </BlankLayout>
  );
}

function AdminLayoutRoute() {
  return (
    <AdminLayout headerActions={<HeaderUserMenu />}>
      <Outlet />
    </AdminLayout>
  );
}

/** Pathless parents: every main-layout page is a child of `mainLayoutRoute`, login and register of `blankLayoutRoute`. */
export const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: MainLayoutRoute,
});

export const blankLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'blank',
  component: BlankLayoutRoute,
});

/** Parent of every /admin page (SPEC section 2 "Admin layout"): admins and managers only. */
export const adminLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: ({ location }) => requireRoles(location, MANAGER_OR_HIGHER),
  component: AdminLayoutRoute,
});
