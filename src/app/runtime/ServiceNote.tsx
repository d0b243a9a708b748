import { Badge, HStack, Text } from '@chakra-ui/react';
import { type ServiceName, useServices } from '../../data/services';

const SIMULATED: Record<ServiceName, string> = {
  soop: '데모: 방송·공지·별풍선은 SOOP 시뮬레이터가 만든 가짜 데이터입니다.',
  soopChat: '데모: 방송 채팅은 SOOP 시뮬레이터가 만든 가짜 데이터입니다.',
  bnet: '데모: 배틀넷 기록은 시뮬레이터가 만든 가짜 데이터입니다.',
  naver: '데모: 네이버 로그인은 서버의 시뮬레이터가 대신합니다.',
  kakao: '데모: 카카오 로그인은 서버의 시뮬레이터가 대신합니다.',
  afreecatv: '데모: SOOP 로그인은 서버의 시뮬레이터가 대신합니다.',
};

const OFF: Record<ServiceName, string> = {
  soop: 'SOOP 연동이 설정되지 않은 서버라 방송·공지·별풍선 정보를 받지 않습니다.',
  soopChat: '방송 채팅 연동이 설정되지 않은 서버라 채팅을 읽지 않습니다.',
  bnet: '배틀넷 연동이 설정되지 않은 서버라 배틀넷 기록을 새로 읽지 않습니다.',
  naver: '네이버 로그인은 이 서버에서 쓰지 않습니다.',
  kakao: '카카오 로그인은 이 서버에서 쓰지 않습니다.',
  afreecatv: 'SOOP 로그인은 이 서버에서 쓰지 않습니다.',
};

/**
 * Where a page shows what an outside service gives: says so when a simulator made it (the demo)
 * or when the service is not configured here; nothing when it is the real one. `compact` is a
 * small tag for tight places (the live strip), with the sentence as its title.
 */
export function ServiceNote({ service, compact = false }: { service: ServiceName; compact?: boolean }) {
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
