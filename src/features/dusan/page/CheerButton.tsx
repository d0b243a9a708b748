import { Button, HStack, Text } from '@chakra-ui/react';
import { useOnline } from '../../../app';
import type { DusanMatch } from '../../../contract';
import { useCheer } from './use-cheer';

/** 응원하기: anyone presses as often as they like; the total is everyone's, live. */
export function CheerButton({ match }: { match: DusanMatch }) {
  const open = match.status === 'scheduled' || match.status === 'live';
  const online = useOnline();
  const { count, press } = useCheer(match.id, match.cheerCount, open && online);
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        함께 보낸 응원{' '}
        <Text as="span" fontSize="xl" fontWeight="bold" color="fg" data-testid="dusan-cheer-count">
          {count.toLocaleString('ko-KR')}
        </Text>
        번
      </Text>
      {open && (
        <Button colorPalette="blue" onClick={press} disabled={!online} aria-label="두산 응원하기">
          최강 두산 응원하기
        </Button>
      )}
      {open && !online && (
        <Text fontSize="sm" color="orange.fg" role="status" w="full">
          응원은 네트워크에 연결되어 있을 때 보낼 수 있어요.
        </Text>
      )}
    </HStack>
  );
}
