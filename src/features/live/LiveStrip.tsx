import { Flex, Text } from '@chakra-ui/react';
import { chosenBroad } from '../../contract';
import { useLiveStations } from '../../data/live-query';
import { orderStations } from './live-links';
import { openStation } from './open-station';
import { StationAvatar } from './StationAvatar';

/** The horizontal layout's live row above the page: who is on air, most viewers first. */
export function LiveStrip() {
  const live = orderStations(useLiveStations() ?? []).filter((s) => chosenBroad(s));
  if (live.length === 0) return null;
  return (
    <Flex
      gap="4"
      px={{ base: '4', md: '6' }}
      py="2.5"
      overflowX="auto"
      align="center"
      aria-label="방송 중인 크루"
    >
      <Text fontSize="xs" fontWeight="bold" color="red.500" flexShrink={0}>
        LIVE
      </Text>
      {live.map((s) => (
        <Flex
          key={s.id}
          as="button"
          align="center"
          gap="2"
          flexShrink={0}
          onClick={() => void openStation(s)}
          data-testid="live-strip-station"
        >
          <StationAvatar src={s.profileImage} live size={7} />
          <Text fontSize="sm" fontWeight="medium" maxW="40" truncate>
            {s.userNick}
          </Text>
        </Flex>
      ))}
    </Flex>
  );
}
