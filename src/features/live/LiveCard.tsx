import { AspectRatio, Badge, Box, Card, Flex, Image, Stack, Text } from '@chakra-ui/react';
import type { LocalLiveStation } from '../../../workers/api';
import { LiveCardLines } from '../../app/slots/LiveCardLines';
import { chosenBroad, liveImageUrl } from '../../contract';
import { openStation } from './open-station';
import { StationAvatar } from './StationAvatar';

/** One broadcast on air: its live image, title, streamer and viewers. */
export function LiveCard({ station, now }: { station: LocalLiveStation; now: number }) {
  const broad = chosenBroad(station);
  if (!broad) return null;
  return (
    <Stack gap="1.5">
      <Card.Root
        as="button"
        variant="outline"
        borderRadius="xl"
        overflow="hidden"
        textAlign="start"
        onClick={() => void openStation(station)}
        _hover={{ borderColor: 'purple.400', shadow: 'md' }}
        transition="all 0.15s"
        data-testid="live-card"
      >
        <AspectRatio ratio={16 / 9} bg="bg.muted">
          <Box position="relative">
            <Image
              src={liveImageUrl(broad.broadNo, now)}
              alt=""
              objectFit="cover"
              w="full"
              h="full"
              // Offline or before the platform has a frame: the tinted box stays instead of a broken image.
              onError={(e) => {
                e.currentTarget.style.visibility = 'hidden';
              }}
            />
            <Badge position="absolute" top="2" left="2" colorPalette="red" variant="solid">
              LIVE
            </Badge>
            <Badge position="absolute" bottom="2" right="2" variant="solid" bg="blackAlpha.700" color="white">
              {broad.currentSumViewer.toLocaleString('ko-KR')}명 시청
            </Badge>
          </Box>
        </AspectRatio>
        <Card.Body p="3">
          <Flex gap="3" align="center">
            <StationAvatar src={station.profileImage} live size={9} />
            <Box minW="0">
              <Text fontWeight="semibold" fontSize="sm" lineClamp={2}>
                {broad.broadTitle}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate>
                {station.userNick}
                {station.department ? ` · ${station.department}` : ''}
              </Text>
            </Box>
          </Flex>
        </Card.Body>
      </Card.Root>
      {/* Beside the card, not in it: a line may be a link or a button of its own, and a card is one button. */}
      <LiveCardLines userId={station.userId} userNick={station.userNick} />
    </Stack>
  );
}
