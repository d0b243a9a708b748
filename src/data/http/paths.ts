import { apiRoutes } from '../../contract/api-paths';

/** API paths the HTTP layer itself treats specially. */
export const API_PATHS = {
  login: apiRoutes.login,
  logout: apiRoutes.logout,
  me: apiRoutes.me,
  health: apiRoutes.health,
} as const;

/**
 * Calls that never trigger the 2-minute session re-check first (SPEC section 4): the session
 * calls themselves, the social-login calls (a login by another door) and the operational
 * endpoints, which do not depend on who is signed in. Non-API files such as /version.json are
 * outside /api/ and never checked either.
 */
export function needsSessionCheck(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith('/api/')) return false;
  if (pathname === API_PATHS.login || pathname === API_PATHS.logout || pathname === API_PATHS.me)
    return false;
  return !pathname.startsWith('/api/actuator/') && !pathname.startsWith('/api/v1/social/');
}
