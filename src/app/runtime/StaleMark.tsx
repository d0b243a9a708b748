import { HStack, Text } from '@chakra-ui/react';
import { elapsedLabel } from '../../lib/seoul-clock';
import { formatDateTime } from '../../lib/time';
import { lineIcon } from '../layout/icons';
import { useOnline } from './use-online';

const ClockIcon = lineIcon('ClockIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2');

/**
 * Over a server-loaded page shown from the cache (DESIGN section 3): how old it is ("5분 전 정보",
 * Seoul time) and why it is not fresh. The page refreshes it once the server answers again.
 */
export function StaleMark({ savedAt }: { savedAt: number }) {
  const online = useOnline();
  return (
    <HStack
      role="status"
      data-testid="stale-mark"
      align="flex-start"
      gap="2.5"
      mb="4"
      px="3.5"
      py="2.5"
      borderRadius="l2"
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      color="orange.fg"
    >
      <Text as="span" fontSize="md" mt="0.5" flexShrink="0" aria-hidden>
        <ClockIcon />
      </Text>
      <Text fontSize="sm">
        <Text as="strong" fontWeight="semibold">
          {elapsedLabel(savedAt)} 정보
        </Text>
        <Text as="span" color="fg.muted">
          {' · '}
          {online ? '새로 불러오지 못해' : '오프라인이라'} {formatDateTime(savedAt)}에 받은 내용을 보여
          드려요.
        </Text>
      </Text>
    </HStack>
  );
}
