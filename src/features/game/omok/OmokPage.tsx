import { Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { PlayModes } from '../match/PlayModes';
import { OmokMatchRoom } from './OmokMatchRoom';
import { OmokVsComputer } from './OmokVsComputer';

const route = getRouteApi('/main/game/omok-simulator');

/** `/game/omok-simulator`: omok (오목) with renju rules, against the computer or online. */
export function OmokPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

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
      <PlayModes
        kind="omok"
        search={search}
        go={(next) => void navigate({ search: next })}
        vsComputer={<OmokVsComputer />}
        room={(props) => <OmokMatchRoom {...props} />}
      />
    </Stack>
  );
}
