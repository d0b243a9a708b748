import { HStack } from '@chakra-ui/react';
import type { User } from '../../contract';
import { NotificationBell } from '../notification/NotificationBell';
import { UserMenu } from './UserMenu';

/** A signed-in member's end of the main header: the bell and the avatar menu. */
export function HeaderMemberMenu({ user }: { user: User }) {
  return (
    <HStack gap="1">
      <NotificationBell />
      <UserMenu user={user} />
    </HStack>
  );
}
