import { Button } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense } from 'react';
import { useNavigation, useSession } from '../../app';
import type { User } from '../../contract';
import { LoginIcon } from './icons';
import { loginHref } from './user-display';

/**
 * The bell and the menu (Chakra's popover and menu code) load once someone is signed in: a first
 * visit never needs them. If the file cannot load (offline before the service worker cached it),
 * the header goes without them rather than failing the page.
 */
const HeaderMemberMenu = lazy<ComponentType<{ user: User }>>(() =>
  import('./HeaderMemberMenu').then(
    (module) => ({ default: module.HeaderMemberMenu }),
    () => ({ default: () => null }),
  ),
);

/** The main header's right end: '로그인' when signed out; the bell and the avatar menu when signed in. */
export function HeaderUserMenu() {
  const { user, ready } = useSession();
  const { Link } = useNavigation();
  const href = useRouterState({ select: (state) => state.location.href });
  // Until the first check answers nothing is shown, so a member never sees '로그인' flash.
  if (!ready) return null;
  if (!user) {
    return (
      <Button asChild size="sm" colorPalette="primary">
        <Link href={loginHref(href)}>
          <LoginIcon />
          로그인
        </Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <HeaderMemberMenu user={user} />
    </Suspense>
  );
}
