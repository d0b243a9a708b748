import { Box, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ServiceNote } from '../../app';
import { chosenBroad } from '../../contract';
import { useLiveStations } from '../../data/live-query';
import { LiveCard } from './LiveCard';
import { LiveStaleMark } from './LiveStaleMark';
import { orderStations } from './live-links';
import { NoticeList } from './NoticeList';
import { StationAvatar } from './StationAvatar';

/** `/live`: who of the crew is on air now, who is not, and the latest station notices. */
export function LivePage() {
  const stations = useLiveStations();
  // liveImageUrl buckets the time by 30 s, so re-renders do not reload the images.
  const now = Date.now();
  const ordered = orderStations(stations ?? []);
  const live = ordered.filter((s) => chosenBroad(s));
  const offline = ordered.filter((s) => !chosenBroad(s));
  return (
    <Stack gap="8" maxW="6xl" mx="auto" w="full">
      <Box>
        <Heading as="h1" size="2xl">
          라이브
        </Heading>
        <Flex align="center" gap="2" mt="1" wrap="wrap">
          <Text color="fg.muted">
            {stations === undefined
              ? '방송 정보를 불러오는 중입니다.'
              : `지금 ${live.length}명이 방송 중입니다.`}
          </Text>
          <LiveStaleMark />
        </Flex>
        <Box mt="3">
          <ServiceNote service="soop" />
        </Box>
      </Box>
      {live.length > 0 ? (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
          {live.map((s) => (
            <LiveCard key={s.id} station={s} now={now} />
          ))}
        </SimpleGrid>
      ) : (
        stations !== undefined && (
          <Box
            borderWidth="1px"
            borderStyle="dashed"
            borderRadius="xl"
            p="10"
            textAlign="center"
            color="fg.muted"
          >
            지금은 방송 중인 크루가 없습니다. 방송이 시작되면 바로 알려드릴게요.
          </Box>
        )
      )}
      {offline.length > 0 && (
        <Box>
          <Heading as="h2" size="md" mb="3">
            지금은 쉬는 중
          </Heading>
          <Flex gap="4" wrap="wrap">
            {offline.map((s) => (
              <Flex key={s.id} direction="column" align="center" gap="1" w="20" data-testid="offline-station">
                <StationAvatar src={s.profileImage} live={false} size={12} />
                <Text fontSize="xs" truncate maxW="full">
                  {s.userNick}
                </Text>
              </Flex>
            ))}
          </Flex>
        </Box>
      )}
      <NoticeList />
    </Stack>
  );
}
