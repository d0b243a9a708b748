import { createRoute, redirect } from '@tanstack/react-router';
import { blankLayoutRoute, lazyPage, mainLayoutRoute } from '../../app';
import { session, sessionApi } from '../../data/http';
import { anyValue, searchOf, text } from '../../lib/search-params';

const parseLoginSearch = searchOf({
  /** Where the guard came from; back there after signing in. */
  pUrl: text(),
  /** Present: show the form even to a signed-in user (SPEC section 2). */
  v: anyValue,
});

export const loginRoute = createRoute({
  getParentRoute: () => blankLayoutRoute,
  path: '/login',
  staticData: { title: '로그인', description: '씨나인 계정으로 로그인하세요.' },
  validateSearch: parseLoginSearch,
  beforeLoad: async ({ search }) => {
    if (search.v === undefined && (await session.loadUser())) throw redirect({ to: '/' });
  },
  component: lazyPage(() => import('./LoginPage'), 'LoginPage'),
});

export const registerRoute = createRoute({
  getParentRoute: () => blankLayoutRoute,
  path: '/register',
  staticData: { title: '회원가입', description: '씨나인 팬 커뮤니티에 가입하세요.' },
  component: lazyPage(() => import('./RegisterPage'), 'RegisterPage'),
});

/** Signs out (when signed in) and goes home; there is nothing to render. */
export const logoutRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/logout',
  beforeLoad: async ({ preload }) => {
    // Hovering a link preloads the route: only a real visit may sign out.
    if (preload) return;
    if (await session.loadUser()) await sessionApi.logout();
    throw redirect({ to: '/', replace: true });
  },
});

export const blankAuthRoutes = [loginRoute, registerRoute] as const;
export const mainAuthRoutes = [logoutRoute] as const;
