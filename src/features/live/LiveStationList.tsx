import { Badge, Box, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { LocalLiveStation } from '../../../workers/api';
import { chosenBroad } from '../../contract/soop-broad';
import { useLiveStations } from '../../data/live-query';
import { LiveStaleMark } from './LiveStaleMark';
import { orderStations } from './live-links';
import { openStation } from './open-station';
import { StationAvatar } from './StationAvatar';

const viewerCount = (n: number) => `${n.toLocaleString('ko-KR')}명`;

function StationRow({ station }: { station: LocalLiveStation }) {
  const broad = chosenBroad(station);
  return (
    <Flex
      as="button"
      w="full"
      gap="3"
      px="4"
      py="2.5"
      align="center"
      textAlign="start"
      opacity={broad ? 1 : 0.6}
      _hover={{ bg: 'bg.muted' }}
      onClick={() => void openStation(station)}
      aria-label={broad ? `${station.userNick} 방송 보기` : `${station.userNick} 방송국`}
      data-testid="live-station"
      data-live={broad ? 'true' : 'false'}
    >
      <StationAvatar src={station.profileImage} live={!!broad} />
      <Box minW="0" flex="1">
        <Flex align="center" gap="1.5">
          <Text fontWeight="semibold" fontSize="sm" truncate>
            {station.userNick}
          </Text>
          {broad?.password && <Badge size="xs">비번</Badge>}
        </Flex>
        <Text fontSize="xs" color="fg.muted" truncate>
          {broad ? broad.broadTitle : station.department || '방송 대기 중'}
        </Text>
      </Box>
      {broad ? (
        <Flex direction="column" align="end" flexShrink={0}>
          <Badge colorPalette="red" size="xs" variant="solid">
            LIVE
          </Badge>
          <Text fontSize="2xs" color="fg.muted" mt="0.5">
            {viewerCount(broad.currentSumViewer)}
          </Text>
        </Flex>
      ) : (
        <Text fontSize="2xs" color="fg.subtle" flexShrink={0}>
          오프라인
        </Text>
      )}
    </Flex>
  );
}

/** The crew in the live drawer: on air first, most viewers first. */
export function LiveStationList() {
  const stations = useLiveStations();
  if (stations === undefined) {
    return (
      <Stack p="4" gap="3">
        {['a', 'b', 'c'].map((k) => (
          <Skeleton key={k} h="10" />
        ))}
      </Stack>
    );
  }
  if (stations.length === 0) {
    return (
      <Text p="6" fontSize="sm" color="fg.muted" textAlign="center">
        등록된 크루 방송국이 없습니다.
      </Text>
    );
  }
  return (
    <Stack gap="0" py="1">
      <Box px="4" py="1" _empty={{ display: 'none' }}>
        <LiveStaleMark />
      </Box>
      {orderStations(stations).map((s) => (
        <StationRow key={s.id} station={s} />
      ))}
    </Stack>
  );
}
