import { Box, Button, Flex, IconButton, Popover, Portal, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useNotifications, useUnreadCount } from '../../data/live-query';
import { CheckAllIcon, ChevronRightIcon } from './icons';
import { BellIcon } from './menu-icons';
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
      <Box position="relative" flexShrink={0}>
        <Popover.Trigger asChild>
          <IconButton aria-label={label} variant="ghost" colorPalette="gray" size="sm">
            <BellIcon />
          </IconButton>
        </Popover.Trigger>
        {badge && <UnreadBadge text={badge} />}
      </Box>
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

/** The red count on the bell; decorative, since the button's label says the number. */
function UnreadBadge({ text }: { text: string }) {
  return (
    <Box
      as="span"
      aria-hidden
      pointerEvents="none"
      position="absolute"
      top="2px"
      insetEnd="0"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      minW="18px"
      h="18px"
      px="5px"
      borderRadius="full"
      bg="red.solid"
      color="white"
      fontSize="11px"
      fontWeight="bold"
      lineHeight="1"
      fontVariantNumeric="tabular-nums"
      boxShadow="0 0 0 2px var(--chakra-colors-bg-panel)"
      data-testid="unread-badge"
    >
      {text}
    </Box>
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
      <Box borderTopWidth="1px">
        <Button
          variant="ghost"
          w="full"
          borderRadius="0"
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
      </Box>
    </>
  );
}
