import { Badge, Flex, Text } from '@chakra-ui/react';
import type { Broad } from '../../../contract';
import type { CrewPerson } from '../../../contract/crew';
import { openStation } from '../../live/open-station';
import { PersonIdentity } from './PersonIdentity';

/** One person of the chart: picture (red ring on air), name, type and role; opens their station. */
export function PersonCard({ person, broad }: { person: CrewPerson; broad: Broad | undefined }) {
  return (
    <Flex
      as="button"
      w="full"
      gap="3"
      px="3"
      py="2.5"
      align="center"
      textAlign="start"
      borderRadius="l2"
      _hover={{ bg: 'bg.muted' }}
      onClick={() => void openStation({ userId: person.stationUserId, broadList: broad ? [broad] : [] })}
      aria-label={broad ? `${person.nickname} 방송 보기` : `${person.nickname} 방송국`}
      data-testid="crew-person"
      data-live={broad ? 'true' : 'false'}
    >
      <PersonIdentity
        person={person}
        live={!!broad}
        avatarSize={12}
        detail={broad ? broad.broadTitle : person.roleTitle || '크루 멤버'}
      />
      {broad ? (
        <Badge colorPalette="red" size="xs" variant="solid" flexShrink={0}>
          LIVE
        </Badge>
      ) : (
        <Text fontSize="2xs" color="fg.subtle" flexShrink={0}>
          오프라인
        </Text>
      )}
    </Flex>
  );
}
