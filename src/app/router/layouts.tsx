import { createRoute, Outlet, useMatches } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MANAGER_OR_HIGHER } from '../../contract/roles';
import { adminPageRoles, groupedMenu, mainMenuHook, menuEntries, slotOf } from '../feature';
import { useSession } from '../hooks/use-session';
import { AdminLayout } from '../layout/AdminLayout';
import { BlankLayout } from '../layout/BlankLayout';
import { MainLayout } from '../layout/MainLayout';
import { useFeatures } from './features-context';
import { requireRoles } from './guards';
import { PageStackOutlet } from './PageStackOutlet';
import { rootRoute } from './root';

function MainLayoutRoute() {
  const features = useFeatures();
  const { user } = useSession();
  const useFeatureMenus = useMemo(() => mainMenuHook(features), [features]);
  const navItems = useFeatureMenus(
    groupedMenu(menuEntries(features, 'main').filter(allowedFor(user?.roles))),
  );
  const HeaderActions = slotOf(features, 'headerActions');
  const LiveDrawer = slotOf(features, 'liveDrawer');
  const LiveStrip = slotOf(features, 'liveStrip');
  const HeaderTools = slotOf(features, 'headerTools');
  const StickyBanner = slotOf(features, 'stickyBanner');
  return (
    <MainLayout
      navItems={navItems}
      {...(HeaderActions ? { headerActions: <HeaderActions /> } : {})}
      {...(LiveDrawer ? { liveDrawer: <LiveDrawer /> } : {})}
      {...(LiveStrip ? { liveStrip: <LiveStrip /> } : {})}
      {...(HeaderTools ? { headerTools: <HeaderTools /> } : {})}
      {...(StickyBanner ? { stickyAd: <StickyBanner /> } : {})}
    >
      {features.map(({ name, MainLayoutEffect }) => MainLayoutEffect && <MainLayoutEffect key={name} />)}
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

/** An entry naming roles is shown only to members holding one of them, in either menu. */
const allowedFor =
  (roles: readonly string[] | undefined) =>
  (entry: { roles?: readonly string[] }): boolean =>
    !entry.roles || entry.roles.some((role) => roles?.includes(role));

function AdminLayoutRoute() {
  const features = useFeatures();
  const { user } = useSession();
  const HeaderActions = slotOf(features, 'headerActions');
  return (
    <AdminLayout
      navItems={groupedMenu(
        menuEntries(features, 'admin')
          // An entry naming no roles is for admins and managers, as its page (`adminPageRoles`).
          .map((entry) => ({ ...entry, roles: entry.roles ?? MANAGER_OR_HIGHER }))
          .filter(allowedFor(user?.roles)),
      )}
      {...(HeaderActions ? { headerActions: <HeaderActions /> } : {})}
    >
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

/**
 * Parent of every /admin page (SPEC section 2 "Admin layout"): admins and managers, and on a page
 * whose admin menu entry names roles, those roles (`adminPageRoles`); the server checks each call.
 */
export const adminLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/admin',
  beforeLoad: ({ location, context }) =>
    requireRoles(location, adminPageRoles(context.features, location.pathname)),
  component: AdminLayoutRoute,
});
