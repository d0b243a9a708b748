import { Button, HStack } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useNavigation, useSession } from '../../app';
import { NotificationBell } from '../notification/NotificationBell';
import { LoginIcon } from './icons';
import { UserMenu } from './UserMenu';
import { loginHref } from './user-display';

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
    <HStack gap="1">
      <NotificationBell />
      <UserMenu user={user} />
    </HStack>
  );
}
