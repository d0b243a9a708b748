import { Box, Flex, Text } from '@chakra-ui/react';
import type { LocalNotification } from '../../../workers/api';
import { elapsedLabel } from '../../lib/seoul-clock';
import { formatDateTime } from '../../lib/time';
import { ExternalIcon } from './icons';
import { notificationTarget } from './notification-target';

interface NotificationItemProps {
  notification: LocalNotification;
  onOpen: (notification: LocalNotification) => void;
  /** Tighter padding for the header popover. */
  compact?: boolean;
}

/**
 * One notification as a button: unread dot and tint, the text in two lines, the elapsed time.
 * Its list re-renders it with `useNow` so the time label stays current.
 */
export function NotificationItem({ notification, onOpen, compact = false }: NotificationItemProps) {
  const unread = !notification.confirmed;
  const external = notificationTarget(notification.addData.path).kind === 'external';
  return (
    <Flex
      asChild
      w="full"
      textAlign="start"
      gap="3"
      align="flex-start"
      px={compact ? '3' : '4'}
      py={compact ? '2.5' : '3.5'}
      borderRadius="l2"
      bg={unread ? { base: 'primary.subtle/60', _dark: 'primary.subtle/40' } : 'transparent'}
      cursor="pointer"
      transition="background 0.15s"
      _hover={{ bg: unread ? { base: 'primary.subtle', _dark: 'primary.subtle/70' } : 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '-2px' }}
    >
      <button type="button" onClick={() => onOpen(notification)} data-unread={unread || undefined}>
        <Box
          flexShrink={0}
          mt="1.5"
          boxSize="2"
          borderRadius="full"
          bg={unread ? 'primary.solid' : 'transparent'}
          aria-hidden
        />
        <Box flex="1" minW="0">
          <Text
            fontSize="sm"
            lineHeight="1.55"
            lineClamp={2}
            color={unread ? 'fg' : 'fg.muted'}
            fontWeight={unread ? 'medium' : 'normal'}
          >
            {unread && (
              <Box as="span" srOnly>
                읽지 않음:{' '}
              </Box>
            )}
            {notification.content}
          </Text>
          <Flex align="center" gap="1" mt="1" fontSize="xs" color="fg.subtle">
            <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
              {elapsedLabel(notification.createdAt)}
            </time>
            {external && (
              <>
                <Text as="span">·</Text>
                <ExternalIcon aria-hidden />
                <Text as="span">새 탭</Text>
              </>
            )}
          </Flex>
        </Box>
      </button>
    </Flex>
  );
}
