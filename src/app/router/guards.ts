import { redirect } from '@tanstack/react-router';
import type { Role } from '../../contract';
import { session } from '../../data/http';

/** The four role groups of SPEC section 2: any of them counts as signed in. */
export const SIGNED_IN_ROLES: readonly Role[] = ['ADMIN', 'MANAGER', 'USER', 'C9', 'EXCEL'];

declare module '@tanstack/history' {
  interface HistoryState {
    /** Why a guard sent the user here; `GuardReasonToast` shows it once. */
    guardReason?: string;
  }
}

/**
 * `beforeLoad` guard for role-protected routes (SPEC section 2): signed out goes to /login with the
 * requested path as pUrl; signed in without the role goes to /, each saying why (a toast). The
 * server decides for real.
 * A user the session already holds (confirmed, or the last confirmed one while the first check
 * runs) passes at once: the page must not wait for the network. The check still runs behind it;
 * a lost session reloads the page and changed roles run the guards again (`startGuardRecheck`).
 */
export async function requireRoles(location: { href: string }, roles: readonly Role[] = SIGNED_IN_ROLES) {
  const checked = session.loadUser();
  const { ready, user: held } = session.getSnapshot();
  const user = ready ? held : await checked;
  if (!user)
    throw redirect({
      to: '/login',
      search: { pUrl: location.href },
      state: { guardReason: '로그인이 필요합니다.' },
    });
  if (!roles.some((r) => user.roles.includes(r)))
    throw redirect({ to: '/', state: { guardReason: '권한이 없습니다.' } });
}

/** Re-runs the route guards when a user check changes the roles held (or signs the user out). */
export function startGuardRecheck(router: { invalidate: () => Promise<unknown> }): () => void {
  const rolesOf = (user: { roles: readonly Role[] } | null) => (user ? [...user.roles].sort().join() : null);
  return session.subscribe((change) => {
    if (change.reason === 'check' && rolesOf(change.user) !== rolesOf(change.previous))
      void router.invalidate();
  });
}
