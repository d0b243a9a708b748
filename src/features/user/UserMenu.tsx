import { Avatar, Badge, Box, Flex, Menu, Portal, Text, Wrap } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { MANAGER_OR_HIGHER, type User } from '../../contract';
import { AFREECATV_CONNECT_PATH } from '../afreecatv/link-prompt';
import { BellIcon } from '../notification/icons';
import { AdminIcon, LinkIcon, LockIcon, LogoutIcon, SettingsIcon, UserIcon } from './icons';
import { formatPoint, roleLabels } from './user-display';

const ITEMS = [
  { value: '/user/me/info', label: '내 정보', icon: <UserIcon /> },
  { value: '/user/me/notification', label: '알림', icon: <BellIcon /> },
  { value: '/user/me/settings', label: '설정', icon: <SettingsIcon /> },
  { value: '/user/me/password', label: '비밀번호 변경', icon: <LockIcon /> },
  { value: AFREECATV_CONNECT_PATH, label: 'SOOP 계정 연결', icon: <LinkIcon /> },
] as const;

/** The avatar button and its menu: who is signed in, their pages (and the admin pages for staff), and 로그아웃. */
export function UserMenu({ user }: { user: User }) {
  const router = useRouter();
  const staff = MANAGER_OR_HIGHER.some((role) => user.roles.includes(role));
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
                  {user.nickname}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {formatPoint(user.point)}
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
            {ITEMS.map((item) => (
              <Menu.Item key={item.value} value={item.value} py="2">
                {item.icon}
                {item.label}
              </Menu.Item>
            ))}
            {staff && (
              <Menu.Item value="/admin" py="2">
                <AdminIcon />
                관리자 페이지
              </Menu.Item>
            )}
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
