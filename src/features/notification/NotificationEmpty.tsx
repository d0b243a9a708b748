import { EmptyState } from '@chakra-ui/react';
import { BellIcon } from './icons';

export function NotificationEmpty({ compact = false }: { compact?: boolean }) {
  return (
    <EmptyState.Root size={compact ? 'sm' : 'md'} py={compact ? '6' : '16'}>
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.subtle">
          <BellIcon />
        </EmptyState.Indicator>
        <EmptyState.Title fontSize={compact ? 'sm' : 'md'}>새 소식이 없습니다</EmptyState.Title>
        <EmptyState.Description fontSize={compact ? 'xs' : 'sm'}>
          내 글에 댓글이 달리면 여기에서 알려 드릴게요.
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
