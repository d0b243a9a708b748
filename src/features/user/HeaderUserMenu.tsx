import { Button } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { afterWholeTheme, useNavigation, useSession } from '../../app';
import type { User } from '../../contract';
import { LoginIcon } from './icons';
import { loginHref } from './user-display';

/**
 * The bell and the menu (Chakra's popover and menu code) load once someone is signed in: a first
 * visit never needs them. If the file cannot load (offline before the service worker cached it),
 * the header goes without them rather than failing the page.
 */
const HeaderMemberMenu = lazy<ComponentType<{ user: User }>>(() =>
  afterWholeTheme(import('./HeaderMemberMenu')).then(
    (module) => ({ default: module.HeaderMemberMenu }),
    () => ({ default: () => null }),
  ),
);

/** SideLogin and SideRegister load the first time a visitor opens them. */
const SideAuthPanel = lazy<ComponentType<{ onClose: () => void }>>(() =>
  afterWholeTheme(import('../auth/SideAuthPanel')).then((module) => ({ default: module.SideAuthPanel })),
);

/** The main header's right end: '로그인' (SideLogin) when signed out; the bell and the avatar menu when signed in. */
export function HeaderUserMenu() {
  const { user, ready } = useSession();
  const { Link } = useNavigation();
  const href = useRouterState({ select: (state) => state.location.href });
  const [side, setSide] = useState(false);
  // Until the first check answers nothing is shown, so a member never sees '로그인' flash.
  if (!ready) return null;
  if (!user) {
    return (
      <>
        <Button asChild size="sm" colorPalette="primary">
          <Link
            href={loginHref(href)}
            onClick={(event) => {
              // A plain click signs in at the side (SideLogin) and stays on the page; the link still
              // opens /login in a new tab, and without a page to keep.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                return;
              event.preventDefault();
              setSide(true);
            }}
          >
            <LoginIcon />
            로그인
          </Link>
        </Button>
        {side && (
          <Suspense fallback={null}>
            <SideAuthPanel onClose={() => setSide(false)} />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <Suspense fallback={null}>
      <HeaderMemberMenu user={user} />
    </Suspense>
  );
}
