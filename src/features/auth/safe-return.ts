/**
 * Where to go after signing in: the pUrl the guard passed, if it is a path of this app. Anything
 * else (another origin, `//host`, the login page itself) falls back to home.
 */
export function safeReturnPath(pUrl: unknown): string {
  if (typeof pUrl !== 'string' || !pUrl.startsWith('/') || pUrl.startsWith('//') || pUrl.startsWith('/\\'))
    return '/';
  const pathname = pUrl.split(/[?#]/)[0];
  if (pathname === '/login' || pathname === '/logout') return '/';
  return pUrl;
}
