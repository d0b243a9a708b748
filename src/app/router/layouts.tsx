import { createRoute, Outlet, useMatches } from '@tanstack/react-router';
import { useBoards } from '../../data/live-query';
import { HeaderUserMenu } from '../../features/user/HeaderUserMenu';
import { BlankLayout } from '../layout/BlankLayout';
import { MainLayout } from '../layout/MainLayout';
import { mainNavItems, withBoards } from '../layout/nav-items';
import { rootRoute } from './root';

function MainLayoutRoute() {
  const boards = useBoards();
  return (
    <MainLayout navItems={withBoards(mainNavItems, boards ?? [])} headerActions={<HeaderUserMenu />}>
      <Outlet />
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
