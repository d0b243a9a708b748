import { Skeleton, Stack } from '@chakra-ui/react';
import type { LocalNotification } from '../../../workers/api';
import { NotificationEmpty } from './NotificationEmpty';
import { NotificationItem } from './NotificationItem';
import { useNow } from './use-now';
import { useOpenNotification } from './use-open-notification';

interface NotificationListProps {
  /** `undefined` while the local database has not answered yet. */
  notifications: LocalNotification[] | undefined;
  compact?: boolean;
  /** The '읽지 않음' filter is on: the empty state says so. */
  unreadOnly?: boolean;
  /** After a click was handled (the popover closes). */
  onOpened?: () => void;
}

/** Notifications newest first, with a skeleton until the first local result and an empty state. */
export function NotificationList({
  notifications,
  compact = false,
  unreadOnly = false,
  onOpened,
}: NotificationListProps) {
  useNow();
  const open = useOpenNotification();
  if (notifications === undefined) {
    return (
      <Stack gap="2" p={compact ? '2' : '0'} aria-busy>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={compact ? '14' : '16'} borderRadius="l2" />
        ))}
      </Stack>
    );
  }
  if (notifications.length === 0) return <NotificationEmpty compact={compact} unreadOnly={unreadOnly} />;
  return (
    <Stack as="ul" gap="1" listStyleType="none" p="0" m="0" aria-label="알림 목록">
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem
            notification={notification}
            compact={compact}
            onOpen={(n) => {
              open(n);
              onOpened?.();
            }}
          />
        </li>
      ))}
    </Stack>
  );
}
