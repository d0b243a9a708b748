import { createRoute, Outlet } from '@tanstack/react-router';
import { BlankLayout } from '../layout/BlankLayout';
import { MainLayout } from '../layout/MainLayout';
import { rootRoute } from './root';

/** Pathless parents: every main-layout page is a child of `mainLayoutRoute`, login and register of `blankLayoutRoute`. */
export const mainLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'main',
  component: () => (
    <MainLayout>
      <Outlet />
    </MainLayout>
  ),
});

export const blankLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'blank',
  component: () => (
    <BlankLayout>
      <Outlet />
    </BlankLayout>
  ),
});
