import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useSession } from '../../../app/hooks/use-session';
import { useOnline } from '../../../app/runtime/use-online';
import { OmokLobby } from './OmokLobby';
import { OmokMatchRoom } from './OmokMatchRoom';
import { OmokVsComputer } from './OmokVsComputer';

const route = getRouteApi('/main/game/omok-simulator');

/** `/game/omok-simulator`: omok (오목) with renju rules, against the computer or online. */
export function OmokPage() {
  const { mode, match } = route.useSearch();
  const navigate = route.useNavigate();
  const { user } = useSession();
  const online = useOnline();
  const onlineMode = mode === 'online' || match !== undefined;
  const go = (search: { mode?: 'online'; match?: string }) => void navigate({ search });

  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          오목
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          가로·세로·대각선으로 다섯 개를 먼저 잇는 쪽이 이겨요. 흑은 렌주 규칙(삼삼·사사·장목 금지)을 따르고
          정확히 다섯이어야 이겨요.
        </Text>
      </Stack>
      <HStack gap="2" role="group" aria-label="대국 상대">
        <Button
          size="sm"
          variant={onlineMode ? 'outline' : 'solid'}
          aria-pressed={!onlineMode}
          onClick={() => go({})}
        >
          컴퓨터와 두기
        </Button>
        <Button
          size="sm"
          variant={onlineMode ? 'solid' : 'outline'}
          aria-pressed={onlineMode}
          onClick={() => go({ mode: 'online' })}
        >
          온라인 대국
        </Button>
      </HStack>
      {!onlineMode ? (
        <OmokVsComputer />
      ) : match ? (
        <OmokMatchRoom
          key={match}
          id={match}
          userUuid={user?.uuid ?? null}
          onLeave={() => go({ mode: 'online' })}
        />
      ) : (
        <OmokLobby userUuid={user?.uuid ?? null} online={online} onEnter={(id) => go({ match: id })} />
      )}
    </Stack>
  );
}
