import { Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { PlayModes } from '../match/PlayModes';
import { AlkkagiGame } from './AlkkagiGame';
import { AlkkagiMatchRoom } from './AlkkagiMatchRoom';

const route = getRouteApi('/main/game/alkkagi-simulator');

/** `/game/alkkagi-simulator`: alkkagi (알까기) against the computer on the device, or online. */
export function AlkkagiPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();

  return (
    <Stack gap="4" maxW="7xl" mx="auto" w="full" py={{ base: '2', md: '4' }}>
      <Stack gap="1">
        <Heading as="h1" size="xl">
          알까기
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          바둑돌을 튕겨 상대 돌을 판 밖으로 쳐내요. 상대 돌을 모두 떨어뜨리면 이겨요.
        </Text>
      </Stack>
      <PlayModes
        kind="alkkagi"
        search={search}
        go={(next) => void navigate({ search: next })}
        vsComputer={<AlkkagiGame />}
        room={(props) => <AlkkagiMatchRoom {...props} />}
      />
    </Stack>
  );
}
