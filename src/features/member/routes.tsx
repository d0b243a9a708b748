import { createRoute } from '@tanstack/react-router';
import { lazyPage, mainLayoutRoute, requireRoles, routeLoadError } from '../../app';

/** The page module also exports its loader, so the loader and the page cache arrive with the page. */
const profilePage = () => import('./MemberProfilePage');

const memberProfileRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/member/$userId',
  staticData: { title: '회원 프로필', stack: true },
  beforeLoad: ({ location }) => requireRoles(location),
  loader: async ({ params, cause }) => (await profilePage()).loadMemberProfile(params.userId, cause),
  errorComponent: routeLoadError('회원 정보를 불러오지 못했습니다'),
  component: lazyPage(profilePage, 'MemberProfilePage'),
});

/** Children of `mainLayoutRoute`: members only, as their posts page. */
export const memberRoutes = [memberProfileRoute] as const;
