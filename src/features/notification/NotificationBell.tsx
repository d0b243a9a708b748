import { Box, Button, Flex, IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useNotifications, useUnreadCount } from '../../data/live-query';
import { BellIcon, CheckAllIcon, ChevronRightIcon } from './icons';
import { NotificationList } from './NotificationList';
import { badgeText } from './notification-target';
import { confirmAllNotifications } from './use-open-notification';

/** How many of the latest notifications the popover lists. */
const POPOVER_LIMIT = 6;
const PAGE_PATH = '/user/me/notification';

/** The header bell: live unread count, and the latest notifications in a popover. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount() ?? 0;
  const badge = badgeText(unread);
  const label = unread > 0 ? `알림, 읽지 않은 알림 ${unread}개` : '알림';
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" colorPalette="gray" size="sm" position="relative">
          <BellIcon />
          {badge && (
            <Box
              as="span"
              position="absolute"
              top="0.5"
              insetEnd="0.5"
              minW="4.5"
              h="4.5"
              px="1"
              borderRadius="full"
              bg="red.solid"
              color="red.contrast"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="4.5"
              textAlign="center"
              boxShadow="0 0 0 2px var(--chakra-colors-bg-panel)"
              data-testid="unread-badge"
            >
              {badge}
            </Box>
          )}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="min(380px, calc(100vw - 16px))" borderRadius="l3" overflow="hidden">
            <BellPanel unread={unread} onClose={() => setOpen(false)} />
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function BellPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const notifications = useNotifications(POPOVER_LIMIT);
  const router = useRouter();
  return (
    <>
      <Flex align="center" justify="space-between" px="4" py="3" borderBottomWidth="1px">
        <Popover.Title fontWeight="semibold" fontSize="md">
          알림
          {unread > 0 && (
            <Text as="span" ms="1.5" color="primary.fg" fontSize="sm">
              {unread}
            </Text>
          )}
        </Popover.Title>
        <Button size="xs" variant="ghost" disabled={unread === 0} onClick={confirmAllNotifications}>
          <CheckAllIcon />
          모두 읽음
        </Button>
      </Flex>
      <Box maxH="min(420px, 60dvh)" overflowY="auto" p="1.5">
        <NotificationList notifications={notifications} compact onOpened={onClose} />
      </Box>
      <Button
        variant="ghost"
        w="full"
        borderRadius="0"
        borderTopWidth="1px"
        size="sm"
        h="11"
        color="fg.muted"
        onClick={() => {
          onClose();
          router.history.push(PAGE_PATH);
        }}
      >
        알림 전체 보기
        <ChevronRightIcon />
      </Button>
    </>
  );
}
