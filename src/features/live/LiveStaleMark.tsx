import { Text } from '@chakra-ui/react';
import { elapsedLabel } from '../../lib/seoul-clock';
import { useOfflineSince } from './use-offline-since';

/**
 * Offline, what the live lists show is the state last heard: this says so, and how old it is.
 * Nothing online.
 */
export function LiveStaleMark() {
  const offlineSince = useOfflineSince();
  if (offlineSince === undefined) return null;
  return (
    <Text
      as="span"
      fontSize="xs"
      color="orange.fg"
      bg="orange.subtle"
      px="2"
      py="0.5"
      borderRadius="full"
      flexShrink={0}
      data-testid="live-stale"
    >
      {offlineSince === null
        ? '오프라인 · 이전에 받은 정보'
        : `오프라인 · ${elapsedLabel(offlineSince)} 정보`}
    </Text>
  );
}
