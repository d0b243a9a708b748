import { Button, EmptyState } from '@chakra-ui/react';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { isHttpError } from '../../data/http';

/**
 * A route's `errorComponent` for a page whose data did not load and had nothing kept (the HTTP
 * layer already alerted a server or network failure): `title`, what went wrong, and 다시 시도.
 */
export function routeLoadError(title: string) {
  return function RouteLoadError({ error }: ErrorComponentProps) {
    const router = useRouter();
    return (
      <EmptyState.Root py="16" role="alert">
        <EmptyState.Content>
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>
            {isHttpError(error) && error.message ? error.message : '잠시 후 다시 시도해 주세요.'}
          </EmptyState.Description>
          <Button mt="2" onClick={() => void router.invalidate()}>
            다시 시도
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  };
}
