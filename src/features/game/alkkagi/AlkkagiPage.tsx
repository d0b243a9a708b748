import { Heading, Stack, Text } from '@chakra-ui/react';
import { AlkkagiGame } from './AlkkagiGame';

/** `/game/alkkagi-simulator`: alkkagi (알까기) against the computer, played on the device. */
export function AlkkagiPage() {
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
      <AlkkagiGame />
    </Stack>
  );
}
