import { Badge, HStack, Text } from '@chakra-ui/react';
import { useServices } from '../../data/services';

/** The services whose data pages show (the logins say so on their own buttons). */
type DataService = 'soop' | 'soopChat' | 'bnet';

const SIMULATED: Record<DataService, string> = {
  soop: '데모: 방송·공지·별풍선은 SOOP 시뮬레이터가 만든 가짜 데이터입니다.',
  soopChat: '데모: 방송 채팅은 SOOP 시뮬레이터가 만든 가짜 데이터입니다.',
  bnet: '데모: 배틀넷 기록은 시뮬레이터가 만든 가짜 데이터입니다.',
};

const OFF: Record<DataService, string> = {
  soop: 'SOOP 연동이 설정되지 않은 서버라 방송·공지·별풍선 정보를 받지 않습니다.',
  soopChat: '방송 채팅 연동이 설정되지 않은 서버라 채팅을 읽지 않습니다.',
  bnet: '배틀넷 연동이 설정되지 않은 서버라 배틀넷 기록을 새로 읽지 않습니다.',
};

/**
 * Where a page shows what an outside service gives: says so when a simulator made it (the demo)
 * or when the service is not configured here; nothing when it is the real one. `compact` is a
 * small tag for tight places (the live strip), with the sentence as its title.
 */
export function ServiceNote({ service, compact = false }: { service: DataService; compact?: boolean }) {
  const state = useServices()[service];
  if (state !== 'simulated' && state !== 'off') return null;
  const sentence = state === 'simulated' ? SIMULATED[service] : OFF[service];
  if (compact)
    return (
      <Badge
        data-testid={`service-note-${service}`}
        colorPalette={state === 'simulated' ? 'orange' : 'gray'}
        variant="subtle"
        size="xs"
        flexShrink={0}
        title={sentence}
        aria-label={sentence}
      >
        {state === 'simulated' ? '시뮬레이터' : '연동 꺼짐'}
      </Badge>
    );
  return (
    <HStack
      role="note"
      data-testid={`service-note-${service}`}
      gap="2"
      mb="3"
      px="3"
      py="2"
      borderRadius="l2"
      borderWidth="1px"
      borderColor={state === 'simulated' ? 'orange.muted' : 'border'}
      bg={state === 'simulated' ? 'orange.subtle' : 'bg.muted'}
    >
      <Text fontSize="sm" color={state === 'simulated' ? 'orange.fg' : 'fg.muted'}>
        {sentence}
      </Text>
    </HStack>
  );
}
