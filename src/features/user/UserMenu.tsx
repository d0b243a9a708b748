import { Avatar, Badge, Box, Flex, Menu, Portal, Text, Wrap } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
// Not through the app's index: exported there, the bundler splits the shell out of the first chunk.
import { MemberBadge, userMenuEntries } from '../../app';
import { useFeatures } from '../../app/router/features-context';
import type { User } from '../../contract';
import { LogoutIcon } from './icons';
import { MemberPoint } from './MemberPoint';
import { roleLabels } from './user-display';

/**
 * The avatar button and its menu: who is signed in, the pages the features list for them (the
 * admin pages only for staff), and 로그아웃.
 */
export function UserMenu({ user }: { user: User }) {
  const router = useRouter();
  const features = useFeatures();
  const entries = useMemo(
    () =>
      userMenuEntries(features).filter(
        (entry) => !entry.roles || entry.roles.some((role) => user.roles.includes(role)),
      ),
    [features, user.roles],
  );
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      onSelect={({ value }) => router.history.push(value)}
    >
      <Menu.Trigger
        aria-label={`${user.nickname} 메뉴`}
        borderRadius="full"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '2px' }}
      >
        <Avatar.Root size="sm">
          <Avatar.Fallback name={user.nickname} />
          <Avatar.Image src={user.profile.thumbnailUri} alt="" />
        </Avatar.Root>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="240px" borderRadius="l3" p="1.5">
            <Flex gap="3" align="center" px="2.5" pt="2" pb="3">
              <Avatar.Root size="md">
                <Avatar.Fallback name={user.nickname} />
                <Avatar.Image src={user.profile.thumbnailUri} alt="" />
              </Avatar.Root>
              <Box minW="0">
                <Text fontWeight="semibold" truncate>
                  <MemberBadge uuid={user.uuid} /> {user.nickname}
                </Text>
                {/* Labelled: a bare "0P" under a name reads as "OP". */}
                <Text fontSize="xs" color="fg.muted">
                  포인트 <MemberPoint point={user.point} />
                </Text>
              </Box>
            </Flex>
            <Wrap gap="1" px="2.5" pb="2.5">
              {roleLabels(user.roles).map((role) => (
                <Badge key={role} size="sm" variant="subtle" colorPalette="primary">
                  {role}
                </Badge>
              ))}
            </Wrap>
            <Menu.Separator />
            {entries.map(({ href, label, icon: Icon }) => (
              <Menu.Item key={href} value={href} py="2">
                <Icon />
                {label}
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="/logout" py="2" color="fg.error" _hover={{ bg: 'bg.error', color: 'fg.error' }}>
              <LogoutIcon />
              로그아웃
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
