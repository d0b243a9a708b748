import { redirect } from '@tanstack/react-router';
import type { Role } from '../../contract';
import { session } from '../../data/http';

/** The four role groups of SPEC section 2: any of them counts as signed in. */
export const SIGNED_IN_ROLES: readonly Role[] = ['ADMIN', 'MANAGER', 'USER', 'C9', 'EXCEL'];

/**
 * `beforeLoad` guard for role-protected routes (SPEC section 2): signed out goes to /login with the
 * requested path as pUrl; signed in without the role goes to /. The server decides for real.
 */
export async function requireRoles(location: { href: string }, roles: readonly Role[] = SIGNED_IN_ROLES) {
  const user = await session.loadUser();
  if (!user) throw redirect({ to: '/login', search: { pUrl: location.href } });
  if (!roles.some((r) => user.roles.includes(r))) throw redirect({ to: '/' });
}
