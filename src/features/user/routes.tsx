import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, requireRoles } from '../../app';

export const userInfoRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/user/me/info',
  staticData: { title: '내 정보' },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyPage(() => import('./UserInfoPage'), 'UserInfoPage'),
});

export const userPasswordRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/user/me/password',
  staticData: { title: '비밀번호 변경' },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyPage(() => import('./PasswordPage'), 'PasswordPage'),
});

export const userWithdrawRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/user/me/withdraw',
  staticData: { title: '회원 탈퇴' },
  beforeLoad: ({ location }) => requireRoles(location),
  component: lazyPage(() => import('./WithdrawPage'), 'WithdrawPage'),
});

/** Children of `mainLayoutRoute`. */
export const userRoutes = [userInfoRoute, userPasswordRoute, userWithdrawRoute] as const;
