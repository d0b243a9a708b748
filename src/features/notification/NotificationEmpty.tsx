import { EmptyState } from '@chakra-ui/react';
import { BellIcon } from './menu-icons';

/** No notifications, or none unread under the '읽지 않음' filter. */
export function NotificationEmpty({
  compact = false,
  unreadOnly = false,
}: {
  compact?: boolean;
  unreadOnly?: boolean;
}) {
  return (
    <EmptyState.Root size={compact ? 'sm' : 'md'} py={compact ? '6' : '16'}>
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.subtle">
          <BellIcon />
        </EmptyState.Indicator>
        <EmptyState.Title fontSize={compact ? 'sm' : 'md'}>
          {unreadOnly ? '읽지 않은 알림이 없습니다' : '새 소식이 없습니다'}
        </EmptyState.Title>
        <EmptyState.Description fontSize={compact ? 'xs' : 'sm'}>
          {unreadOnly
            ? '지난 알림은 전체 탭에서 볼 수 있습니다.'
            : '내 글에 댓글이 달리면 여기에서 알려 드릴게요.'}
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
