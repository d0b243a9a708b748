import { createRootRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { NavigationProvider } from '../layout/NavigationProvider';
import { AppProviders } from '../providers/AppProviders';
import { NotFoundPage } from './NotFoundPage';
import { RouterAnchor } from './RouterAnchor';

function RootShell() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <AppProviders>
      <NavigationProvider currentPath={pathname} link={RouterAnchor}>
        <Outlet />
      </NavigationProvider>
    </AppProviders>
  );
}

export const rootRoute = createRootRoute({
  component: RootShell,
  notFoundComponent: NotFoundPage,
});
