import { Flex, Text } from '@chakra-ui/react';
import { ServiceNote } from '../../app';
import { chosenBroad } from '../../contract/soop-broad';
import { useLiveStations } from '../../data/live-query';
import { LiveStaleMark } from './LiveStaleMark';
import { orderStations } from './live-links';
import { openStation } from './open-station';
import { StationAvatar } from './StationAvatar';
import { useOfflineSince } from './use-offline-since';

/**
 * The horizontal layout's live row above the page: who is on air, most viewers first. The row
 * always keeps its height, also before the stations are known and while nobody is on air, so
 * stations arriving never push the page down. Offline it says that what it shows is old.
 */
export function LiveStrip() {
  const stations = useLiveStations();
  const live = orderStations(stations ?? []).filter((s) => chosenBroad(s));
  const offlineSince = useOfflineSince();
  const offline = offlineSince !== undefined;
  return (
    <Flex
      gap="4"
      px={{ base: '4', md: '6' }}
      h="12"
      overflowX="auto"
      overflowY="hidden"
      align="center"
      aria-label="방송 중인 크루"
      data-testid="live-strip"
    >
      <Text fontSize="xs" fontWeight="bold" color="red.500" flexShrink={0}>
        LIVE
      </Text>
      <ServiceNote service="soop" compact />
      <LiveStaleMark />
      {/* No stations at all is a database that has not pulled them yet: nothing is said then. */}
      {stations !== undefined && stations.length > 0 && live.length === 0 && (
        <Text fontSize="sm" color="fg.muted" truncate>
          지금 방송 중인 크루가 없어요
        </Text>
      )}
      {live.map((s) => (
        <Flex
          key={s.id}
          as="button"
          align="center"
          gap="2"
          flexShrink={0}
          onClick={() => void openStation(s)}
          data-testid="live-strip-station"
          opacity={offline ? 0.6 : 1}
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
