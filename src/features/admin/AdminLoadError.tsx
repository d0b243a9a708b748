import { Button, EmptyState } from '@chakra-ui/react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { isHttpError } from '../../data/http';

/**
 * An admin page whose list did not load (the HTTP layer already alerted a server or network
 * failure): what went wrong and 다시 시도, inside the admin layout.
 */
export function AdminLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <EmptyState.Root py="16" role="alert">
      <EmptyState.Content>
        <EmptyState.Title>목록을 불러오지 못했습니다</EmptyState.Title>
        <EmptyState.Description>
          {isHttpError(error) && error.message ? error.message : '잠시 후 다시 시도해 주세요.'}
        </EmptyState.Description>
        <Button mt="2" onClick={() => void router.invalidate()}>
          다시 시도
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
