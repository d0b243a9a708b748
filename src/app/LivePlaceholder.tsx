import { EmptyState, VStack } from '@chakra-ui/react';
import { LiveIcon } from './layout/icons';

/** The live drawer's content until the live feature supplies its list. */
export function LivePlaceholder() {
  return (
    <EmptyState.Root size="sm" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LiveIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="1">
          <EmptyState.Title fontSize="sm">지금은 방송 중인 멤버가 없어요</EmptyState.Title>
          <EmptyState.Description fontSize="xs">방송이 시작되면 여기에 바로 보여요.</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
