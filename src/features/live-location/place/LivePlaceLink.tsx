import { Link, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { LIVE_LOCATION_MAX_AGE_MS, liveLocationMapUrl } from '../../../contract';
import { elapsedLabel } from '../../../lib/seoul-clock';
import { LivePlaceIcon } from '../menu-icons';
import { placeOf, subscribePlaces } from './shared-places';

/** Under a live card: where the crew is now, opening the map; nothing when no place is shared. */
export function LivePlaceLink({ userId }: { userId: string }) {
  const place = useSyncExternalStore(subscribePlaces, () => placeOf(userId));
  if (!place || Date.now() - Date.parse(place.updatedAt) > LIVE_LOCATION_MAX_AGE_MS) return null;
  return (
    <Link
      href={liveLocationMapUrl(place)}
      target="_blank"
      rel="noopener noreferrer"
      display="flex"
      alignItems="center"
      gap="1"
      minW="0"
      fontSize="sm"
      px="1"
      color="fg.muted"
      _hover={{ color: 'purple.fg' }}
      data-testid="live-place"
    >
      <LivePlaceIcon color="purple.fg" boxSize="4" flexShrink={0} />
      <Text as="span" truncate fontWeight="medium" color="fg">
        {place.place || '지금 위치'}
      </Text>
      <Text as="span" flexShrink={0}>
        · {elapsedLabel(place.updatedAt)} · 지도 보기
      </Text>
    </Link>
  );
}
