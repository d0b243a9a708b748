import { createRoute, redirect } from '@tanstack/react-router';
import { mainLayoutRoute } from '../../app';
import { HomePage } from './HomePage';

export const homeRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/',
  staticData: { title: '홈', keepView: true },
  component: HomePage,
});

export const homeAliasRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/home',
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});

/** Children of `mainLayoutRoute`. */
export const homeRoutes = [homeRoute, homeAliasRoute] as const;
